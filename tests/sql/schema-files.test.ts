// The schema files (supabase/schemas, the schema as it is) and the migrations (how a database gets there) make
// the same database: one database is built from each, after the platform emulation, and `pg_dump --schema-only`
// of the two must be equal line for line. A probe shows the comparison can fail: one more index in a copy of
// the files makes it differ.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

import { migrationFiles, platformSql, repoRoot } from './db';

const url = process.env.DATABASE_URL;
const required = Boolean(process.env.CI || process.env.REQUIRE_POSTGRES);
const schemasDir = join(repoRoot, 'supabase', 'schemas');
const migrationsDir = join(repoRoot, 'supabase', 'migrations');

if (!url) {
  const reason = 'tests/sql/schema-files.test.ts needs pg_dump and a PostgreSQL server (DATABASE_URL)';
  if (required) throw new Error(reason);
  console.warn(`!!! skipped: ${reason}`);
}

/** The schema files in the order Supabase applies them (config.toml: schema_paths = ["./schemas/*.sql"]). */
const schemaFiles = () =>
  readdirSync(schemasDir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => readFileSync(join(schemasDir, f), 'utf8'));

const migrations = () => migrationFiles().map((f) => readFileSync(join(migrationsDir, f), 'utf8'));

describe.runIf(url)('the schema files and the migrations', () => {
  const created: string[] = [];
  const admin = () => new pg.Client({ connectionString: url });
  const urlOf = (name: string) => {
    const u = new URL(url!);
    u.pathname = `/${name}`;
    return u.toString();
  };

  /** A fresh database with the platform emulation and then each script, dumped without its data. */
  const dumpOf = async (scripts: string[]): Promise<string[]> => {
    const name = `tischlein_schema_${randomBytes(6).toString('hex')}`;
    const server = admin();
    await server.connect();
    await server.query(`create database ${name}`);
    await server.end();
    created.push(name);
    const db = new pg.Client({ connectionString: urlOf(name) });
    await db.connect();
    try {
      for (const sql of [platformSql(), ...scripts]) await db.query(sql);
    } finally {
      await db.end();
    }
    const dump = execFileSync('pg_dump', ['--schema-only', '--no-owner', urlOf(name)], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    // pg_dump 15.14 and later fence the dump with \restrict <random key>; the key differs per run.
    return dump.split('\n').filter((line) => !/^\\(un)?restrict /.test(line));
  };

  /** The first line where two dumps differ, with a little context, or '' when they are equal. */
  const firstDifference = (a: string[], b: string[]): string => {
    const n = Math.max(a.length, b.length);
    for (let i = 0; i < n; i++) {
      if (a[i] !== b[i])
        return `line ${i + 1}:\n  migrations: ${a[i] ?? '(end)'}\n  schema files: ${b[i] ?? '(end)'}`;
    }
    return '';
  };

  afterAll(async () => {
    const server = admin();
    await server.connect();
    for (const name of created) await server.query(`drop database if exists ${name} with (force)`);
    await server.end();
  });

  let fromMigrations: string[] = [];

  it('make the same database, to the last grant and comment', { timeout: 120_000 }, async () => {
    fromMigrations = await dumpOf(migrations());
    const fromFiles = await dumpOf(schemaFiles());
    expect(fromMigrations.length).toBeGreaterThan(1000);
    expect(firstDifference(fromMigrations, fromFiles)).toBe('');
  });

  it('tell a change made on one side only', { timeout: 120_000 }, async () => {
    const probe = 'create index events_title_probe_idx on public.events (title);';
    const changed = await dumpOf([...schemaFiles(), probe]);
    expect(firstDifference(fromMigrations, changed)).toMatch(/events_title_probe_idx/);
  });
});
