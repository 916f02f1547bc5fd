// Opens a database with Supabase's platform objects and every migration applied, for one test file.
//
// The migrated database is built once per content (the platform emulation, the migrations and this file,
// hashed) and copied for each file: `CREATE DATABASE … TEMPLATE` on PostgreSQL, a saved data directory on
// PGlite (node_modules/.cache/tischlein-sql/). A change to any of them builds a new one.
//
// Targets: PGlite in-process, always; and, when DATABASE_URL is set, a throwaway database
// tischlein_test_<random> on that PostgreSQL server, dropped again in close().
// Requests are made the way PostgREST makes them: inside a transaction, `set local role <role>` and the JWT
// claims in `request.jwt.claims`, then the statement, then commit (or rollback, for probes).
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import pg from 'pg';

import { personas, type Persona } from './access-matrix';

const here = dirname(fileURLToPath(import.meta.url));
export const repoRoot = join(here, '..', '..');
const migrationsDir = join(repoRoot, 'supabase', 'migrations');

export { personas, type Persona };

/** Fixed identities: a staff member listed in admin_users and a signed-in user who is not. */
export const ADMIN_ID = '00000000-0000-4000-8000-00000000ad01';
export const USER_ID = '00000000-0000-4000-8000-00000000a5e1';

/** The database role PostgREST switches to for each persona. */
export const roleOf: Record<Persona, 'anon' | 'authenticated' | 'service_role'> = {
  anon: 'anon',
  user: 'authenticated',
  admin: 'authenticated',
  service_role: 'service_role',
};

const claimsOf: Record<Persona, Record<string, string>> = {
  anon: { role: 'anon' },
  user: { sub: USER_ID, role: 'authenticated', email: 'guest@example.org' },
  admin: { sub: ADMIN_ID, role: 'authenticated', email: 'chef@example.org' },
  service_role: { role: 'service_role' },
};

export interface Result<T> {
  rows: T[];
  /** rows returned by SELECT, rows affected by INSERT/UPDATE/DELETE */
  rowCount: number;
}

/** The fields of a PostgreSQL error that tests look at (pg and PGlite both report them). */
export interface PgError {
  code: string;
  message: string;
  constraint?: string;
  detail?: string;
  hint?: string;
}

export function asPgError(e: unknown): PgError {
  if (e && typeof e === 'object' && 'code' in e && typeof (e as { code: unknown }).code === 'string') {
    return e as PgError;
  }
  throw e;
}

export type Attempt<T> = { ok: true; value: T } | { ok: false; error: PgError };

/** Runs fn and returns its value, or the PostgreSQL error it raised (anything else is rethrown). */
export async function attempt<T>(fn: () => Promise<T>): Promise<Attempt<T>> {
  try {
    return { ok: true, value: await fn() };
  } catch (e) {
    return { ok: false, error: asPgError(e) };
  }
}

export interface RequestOptions {
  /** commit like a successful API request (default: roll back, leaving the fixtures untouched) */
  commit?: boolean;
}

export abstract class Session {
  abstract query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Result<T>>;
  abstract exec(sql: string): Promise<void>;

  /** One API request as persona: begin; set local role; set claims; fn; commit or rollback. */
  async as<T>(persona: Persona, fn: (s: Session) => Promise<T>, options: RequestOptions = {}): Promise<T> {
    await this.exec('begin');
    try {
      await this.exec(`set local role ${roleOf[persona]}`);
      await this.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify(claimsOf[persona]),
      ]);
      const value = await fn(this);
      await this.exec(options.commit ? 'commit' : 'rollback');
      return value;
    } catch (e) {
      await this.exec('rollback');
      throw e;
    }
  }

  /** A single statement as one API request. */
  request<T = Record<string, unknown>>(
    persona: Persona,
    sql: string,
    params: unknown[] = [],
    options: RequestOptions = { commit: true },
  ): Promise<Result<T>> {
    return this.as(persona, (s) => s.query<T>(sql, params), options);
  }

  async count(sqlFrom: string, params: unknown[] = []): Promise<number> {
    const { rows } = await this.query<{ n: number }>(`select count(*)::int as n from ${sqlFrom}`, params);
    return rows[0]?.n ?? 0;
  }
}

class PgliteSession extends Session {
  constructor(private readonly db: PGlite) {
    super();
  }

  async query<T>(sql: string, params: unknown[] = []): Promise<Result<T>> {
    const r = await this.db.query<T>(sql, params);
    const isDml = /^\s*(insert|update|delete|merge)\b/i.test(sql);
    return { rows: r.rows, rowCount: isDml ? (r.affectedRows ?? 0) : r.rows.length };
  }

  async exec(sql: string): Promise<void> {
    await this.db.exec(sql);
  }
}

class PgSession extends Session {
  constructor(readonly client: pg.Client) {
    super();
  }

  async query<T>(sql: string, params: unknown[] = []): Promise<Result<T>> {
    const r = await this.client.query(sql, params);
    return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
  }

  async exec(sql: string): Promise<void> {
    await this.client.query(sql);
  }
}

export interface TestDatabase extends Session {
  readonly target: TargetName;
  /** Another connection to the same database (PostgreSQL only; PGlite has a single connection). */
  connect(): Promise<Session & { close(): Promise<void> }>;
  close(): Promise<void>;
}

export type TargetName = 'pglite' | 'postgres';

export interface SqlTarget {
  name: TargetName;
  open(): Promise<TestDatabase>;
}

export function platformSql(): string {
  return readFileSync(join(here, 'supabase-platform.sql'), 'utf8');
}

export function migrationFiles(): string[] {
  return readdirSync(migrationsDir)
    .filter((f) => /^\d{14}_[a-z0-9_]+\.sql$/.test(f))
    .sort();
}

async function applyAll(session: Session): Promise<void> {
  for (const file of migrationFiles()) {
    try {
      await session.exec(readFileSync(join(migrationsDir, file), 'utf8'));
    } catch (e) {
      throw new Error(`migration ${file} failed: ${(e as Error).message}`, { cause: e });
    }
  }
}

/** Names the saved migrated database: it changes with the platform emulation, any migration or this file. */
const contentHash = (() => {
  let hash: string | undefined;
  return (): string => {
    hash ??= createHash('sha256')
      .update(platformSql())
      .update(migrationFiles().join('\n'))
      .update(
        migrationFiles()
          .map((file) => readFileSync(join(migrationsDir, file), 'utf8'))
          .join('\n'),
      )
      .update(readFileSync(fileURLToPath(import.meta.url), 'utf8'))
      .digest('hex')
      .slice(0, 16);
    return hash;
  };
})();

/** Everything a test database holds before its file's fixtures: the platform, the migrations, the identities. */
async function build(session: Session): Promise<void> {
  await session.exec(platformSql());
  await applyAll(session);
  await seedIdentities(session);
}

async function seedIdentities(session: Session): Promise<void> {
  await session.query(
    `insert into auth.users (id, aud, role, email, created_at, updated_at)
     values ($1, 'authenticated', 'authenticated', 'chef@example.org', now(), now()),
            ($2, 'authenticated', 'authenticated', 'guest@example.org', now(), now())`,
    [ADMIN_ID, USER_ID],
  );
  await session.query(`insert into public.admin_users (id, username) values ($1, 'chef')`, [ADMIN_ID]);
}

// PGlite's pgcrypto is a wasm build with OpenSSL linked in. Once, in a full CI run under heavy parallel load, a
// fresh instance refused sha256 with `Cannot use "sha256": Cipher cannot be initialized` (PXE_CIPHER_INIT: OpenSSL
// could not create or initialise the digest context in px_find_digest) in the first suite statement that hashed,
// while the same suite passed on other runs and PostgreSQL never failed. That is a defect of the PGlite build, not
// of our SQL, so open() checks sha256 digest and hmac against node:crypto and replaces an instance whose pgcrypto
// cannot initialise them, a few times at most. A wrong hash, or any other error, still fails at once.
const PGLITE_ATTEMPTS = 3;
const CIPHER_INIT_FAILURE = 'Cipher cannot be initialized';

async function checkPgcrypto(session: Session): Promise<void> {
  const data = 'Tischlein, deck dich';
  const key = 'pgcrypto-probe';
  const expected = {
    digest: createHash('sha256').update(data).digest('hex'),
    hmac: createHmac('sha256', key).update(data).digest('hex'),
  };
  const { rows } = await session.query<{ digest: string; hmac: string }>(
    `select pg_catalog.encode(extensions.digest($1::text, 'sha256'), 'hex') as digest,
            pg_catalog.encode(extensions.hmac($1::text, $2::text, 'sha256'), 'hex') as hmac`,
    [data, key],
  );
  const actual = { digest: rows[0]?.digest, hmac: rows[0]?.hmac };
  if (actual.digest !== expected.digest || actual.hmac !== expected.hmac) {
    throw new Error(`pgcrypto's sha256 disagrees with node:crypto: ${JSON.stringify({ actual, expected })}`);
  }
}

const pgliteCache = join(repoRoot, 'node_modules', '.cache', 'tischlein-sql');
const pgliteExtensions = { btree_gist, pg_trgm, pgcrypto };

/**
 * The migrated PGlite data directory (gzip tar), built by the first file that needs it and saved for the rest.
 * Written to a file of its own and renamed, so that two workers building at once never leave half a file.
 */
async function migratedDataDir(): Promise<Blob> {
  const saved = join(pgliteCache, `pglite-${contentHash()}.tar.gz`);
  try {
    return new Blob([readFileSync(saved)]);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  const db = await PGlite.create({ extensions: pgliteExtensions });
  try {
    await build(new PgliteSession(db));
    const dump = await db.dumpDataDir('gzip');
    mkdirSync(pgliteCache, { recursive: true });
    const partial = `${saved}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    renameSync(partial, saved);
    return dump;
  } finally {
    await db.close();
  }
}

async function openPglite(): Promise<{ db: PGlite; session: PgliteSession }> {
  const db = await PGlite.create({ extensions: pgliteExtensions, loadDataDir: await migratedDataDir() });
  const session = new PgliteSession(db);
  try {
    await checkPgcrypto(session);
  } catch (e) {
    await db.close().catch(() => undefined);
    throw e;
  }
  return { db, session };
}

const pgliteTarget: SqlTarget = {
  name: 'pglite',
  async open() {
    let opened: { db: PGlite; session: PgliteSession } | undefined;
    for (let attempt = 1; !opened; attempt++) {
      try {
        opened = await openPglite();
      } catch (e) {
        const message = e instanceof Error ? e.message : String(e);
        if (!message.includes(CIPHER_INIT_FAILURE)) throw e;
        if (attempt >= PGLITE_ATTEMPTS) {
          throw new Error(
            `PGlite's pgcrypto could not initialise sha256 in ${PGLITE_ATTEMPTS} fresh instances (a PGlite defect, ` +
              `not the migrations'): ${message}`,
            { cause: e },
          );
        }
        console.warn(
          `tests/sql: PGlite's pgcrypto could not initialise sha256 (${message}); ` +
            `opening a fresh PGlite instance (attempt ${attempt + 1} of ${PGLITE_ATTEMPTS})`,
        );
      }
    }
    const { db, session } = opened;
    return Object.assign(session, {
      target: 'pglite' as const,
      connect(): never {
        throw new Error('PGlite has a single connection');
      },
      async close() {
        await db.close();
      },
    });
  },
};

// Serialises the cluster-wide role setup of parallel test files (advisory locks are per database, so every
// file takes it in the maintenance database it first connects to).
const PLATFORM_LOCK = 7_402_611;

/** A saved migrated database of another content is dropped once it is this old (another run may still copy it). */
const STALE_TEMPLATE_MS = 60 * 60_000;

const databaseUrlOf = (url: string, name: string): string => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/**
 * The migrated database this content copies, built under PLATFORM_LOCK by the first file that needs it. Its
 * comment is when it was built, so that templates of older contents can be dropped an hour later.
 */
async function migratedTemplate(admin: pg.Client, url: string): Promise<string> {
  const name = `tischlein_template_${contentHash()}`;
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount) return name;
  const building = `${name}_build`;
  await admin.query(`drop database if exists ${building} with (force)`);
  await admin.query(`create database ${building}`);
  const client = new pg.Client({ connectionString: databaseUrlOf(url, building) });
  await client.connect();
  try {
    await build(new PgSession(client));
  } finally {
    await client.end();
  }
  // The closed connection's backend may still be leaving; a database with a session cannot be renamed.
  for (let waited = 0; ; waited += 50) {
    const sessions = await admin.query('select 1 from pg_stat_activity where datname = $1', [building]);
    if (!sessions.rowCount) break;
    if (waited > 10_000) throw new Error(`${building} still has a session after 10 s`);
    await new Promise((done) => setTimeout(done, 50));
  }
  await admin.query(`alter database ${building} rename to ${name}`);
  await admin.query(`comment on database ${name} is '${Date.now()}'`);
  const stale = await admin.query<{ datname: string }>(
    `select d.datname from pg_database d
      where d.datname like 'tischlein\\_template\\_%' and d.datname <> $1
        and coalesce(pg_catalog.shobj_description(d.oid, 'pg_database'), '0')::bigint < $2`,
    [name, Date.now() - STALE_TEMPLATE_MS],
  );
  for (const { datname } of stale.rows) await admin.query(`drop database if exists ${datname}`);
  return name;
}

function postgresTarget(url: string): SqlTarget {
  return {
    name: 'postgres',
    async open() {
      const name = `tischlein_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      // One file at a time builds the template, runs the platform's cluster-wide role setup or copies it.
      await admin.query('select pg_advisory_lock($1)', [PLATFORM_LOCK]);
      try {
        await admin.query(`create database ${name} template ${await migratedTemplate(admin, url)}`);
      } finally {
        await admin.query('select pg_advisory_unlock($1)', [PLATFORM_LOCK]);
      }
      const dbUrl = new URL(databaseUrlOf(url, name));
      const connections: pg.Client[] = [];
      const open = async (): Promise<pg.Client> => {
        const c = new pg.Client({ connectionString: dbUrl.toString() });
        await c.connect();
        connections.push(c);
        return c;
      };
      const session = new PgSession(await open());
      return Object.assign(session, {
        target: 'postgres' as const,
        async connect() {
          const extra = new PgSession(await open());
          return Object.assign(extra, { close: () => extra.client.end() });
        },
        async close() {
          await Promise.allSettled(connections.map((c) => c.end()));
          await admin.query(`drop database if exists ${name} with (force)`);
          await admin.end();
        },
      });
    },
  };
}

const databaseUrl = process.env.DATABASE_URL;

/** The targets every SQL suite runs against (describe.each(targets)). */
export const targets: SqlTarget[] = databaseUrl
  ? [pgliteTarget, postgresTarget(databaseUrl)]
  : [pgliteTarget];

if (!databaseUrl) {
  console.info(
    'tests/sql: DATABASE_URL is not set, so these suites run on PGlite only and the PostgreSQL target is skipped. ' +
      'Run against a real server with e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx vitest run tests/sql',
  );
}

export const pgOnlyReason =
  'PGlite runs in-process with a single connection, so two sessions cannot race; this suite needs DATABASE_URL';
