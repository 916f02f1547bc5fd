// Generates src/adapters/supabase/database.types.ts from the migrated database: Supabase's platform objects
// (tests/sql/supabase-platform.sql) and every migration applied to an in-process PGlite, then the catalog read.
// Run it with `npm run gen:types`; tests/sql/types-drift.test.ts fails when the committed file is stale.
//
// The output has the shape of `supabase gen types typescript` (Database['public']['Tables'][t]['Row' | 'Insert'
// | 'Update' | 'Relationships'], Functions[f]['Args' | 'Returns']), so `createClient<Database>` types every
// query. Three deliberate differences, all narrowings:
//   * a text column whose CHECK constraint lists its values (`col in ('a', 'b')`) is typed as that union, so
//     rows match the domain's types (ReservationStatus, CuisineType, ...) without casts;
//   * arguments of functions that are not STRICT accept null, as PostgreSQL does;
//   * only functions an API role (anon, authenticated, service_role) may execute are listed: internal helpers
//     and trigger functions cannot be called through PostgREST, so they are not offered.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { format, resolveConfig } from 'prettier';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
export const DATABASE_TYPES_PATH = join(repoRoot, 'src', 'adapters', 'supabase', 'database.types.ts');

/** Supabase's platform emulation, then the migrations in file name order. */
export const migratedDatabase = async (): Promise<PGlite> => {
  const db = await PGlite.create({ extensions: { btree_gist, pg_trgm, pgcrypto } });
  await db.exec(readFileSync(join(repoRoot, 'tests', 'sql', 'supabase-platform.sql'), 'utf8'));
  const dir = join(repoRoot, 'supabase', 'migrations');
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    await db.exec(readFileSync(join(dir, file), 'utf8'));
  }
  return db;
};

interface ColumnRow {
  table: string;
  column: string;
  type: string;
  element: string | null;
  not_null: boolean;
  has_default: boolean;
  generated: boolean;
}

interface CheckRow {
  table: string;
  column: string;
  definition: string;
}

interface ForeignKeyRow {
  name: string;
  table: string;
  columns: string[];
  referenced: string;
  referenced_columns: string[];
  one_to_one: boolean;
}

interface FunctionRow {
  name: string;
  arg_names: string[] | null;
  arg_types: string[];
  defaults: number;
  strict: boolean;
  returns: string;
  returns_set: boolean;
  returns_table: string | null;
}

const SCALARS: Record<string, string> = {
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  numeric: 'number',
  json: 'Json',
  jsonb: 'Json',
  void: 'undefined',
  record: 'Record<string, unknown>',
};
const STRINGS = new Set([
  'text',
  'varchar',
  'bpchar',
  'uuid',
  'date',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'interval',
  'inet',
  'cidr',
  'bytea',
]);

const scalar = (typname: string): string => SCALARS[typname] ?? (STRINGS.has(typname) ? 'string' : 'unknown');

/** `CHECK ((status = ANY (ARRAY['a'::text, 'b'::text])))` lists the values a text column may hold. */
const listedValues = (definition: string): string[] | null => {
  const match = /^CHECK \(\(\w+ = ANY \(ARRAY\[(.*)\]\)\)\)$/.exec(definition);
  if (!match) return null;
  const values = [...match[1]!.matchAll(/'((?:[^']|'')*)'::text/g)].map((m) => m[1]!.replaceAll("''", "'"));
  return values.length > 0 ? values : null;
};

const literal = (value: string) => JSON.stringify(value);

const introspect = async (db: PGlite) => {
  const tables = (
    await db.query<{ name: string }>(
      `select c.relname as name from pg_catalog.pg_class c
       where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') order by 1`,
    )
  ).rows.map((r) => r.name);
  const columns = (
    await db.query<ColumnRow>(
      `select c.relname as table, a.attname as column, t.typname as type,
              case when t.typcategory = 'A' then e.typname end as element,
              a.attnotnull as not_null, a.atthasdef or a.attidentity <> '' as has_default,
              a.attgenerated <> '' as generated
       from pg_catalog.pg_attribute a
       join pg_catalog.pg_class c on c.oid = a.attrelid
       join pg_catalog.pg_type t on t.oid = a.atttypid
       left join pg_catalog.pg_type e on e.oid = t.typelem
       where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
         and a.attnum > 0 and not a.attisdropped
       order by c.relname, a.attname`,
    )
  ).rows;
  const checks = (
    await db.query<CheckRow>(
      `select c.relname as table, a.attname as column, pg_catalog.pg_get_constraintdef(k.oid) as definition
       from pg_catalog.pg_constraint k
       join pg_catalog.pg_class c on c.oid = k.conrelid
       join pg_catalog.pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
       where k.contype = 'c' and k.connamespace = 'public'::regnamespace and cardinality(k.conkey) = 1`,
    )
  ).rows;
  const foreignKeys = (
    await db.query<ForeignKeyRow>(
      `select k.conname as name, c.relname as table, r.relname as referenced,
              array(select a.attname from unnest(k.conkey) with ordinality u(n, i)
                    join pg_catalog.pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n order by u.i)
                as columns,
              array(select a.attname from unnest(k.confkey) with ordinality u(n, i)
                    join pg_catalog.pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.n order by u.i)
                as referenced_columns,
              exists (select 1 from pg_catalog.pg_constraint x
                      where x.conrelid = k.conrelid and x.contype in ('p', 'u')
                        and x.conkey::int[] @> k.conkey::int[] and x.conkey::int[] <@ k.conkey::int[])
                as one_to_one
       from pg_catalog.pg_constraint k
       join pg_catalog.pg_class c on c.oid = k.conrelid
       join pg_catalog.pg_class r on r.oid = k.confrelid
       where k.contype = 'f' and k.connamespace = 'public'::regnamespace
         and r.relnamespace = 'public'::regnamespace
       order by k.conname`,
    )
  ).rows;
  const functions = (
    await db.query<FunctionRow>(
      `select p.proname as name, p.proargnames as arg_names,
              array(select t.typname from unnest(p.proargtypes::oid[]) with ordinality u(o, i)
                    join pg_catalog.pg_type t on t.oid = u.o order by u.i) as arg_types,
              p.pronargdefaults as defaults, p.proisstrict as strict, rt.typname as returns,
              p.proretset as returns_set,
              case when rt.typrelid <> 0 and rc.relnamespace = 'public'::regnamespace then rc.relname end
                as returns_table
       from pg_catalog.pg_proc p
       join pg_catalog.pg_type rt on rt.oid = p.prorettype
       left join pg_catalog.pg_class rc on rc.oid = rt.typrelid
       where p.pronamespace = 'public'::regnamespace and p.prokind = 'f'
         and p.prorettype <> 'pg_catalog.trigger'::regtype
         and (pg_catalog.has_function_privilege('anon', p.oid, 'EXECUTE')
           or pg_catalog.has_function_privilege('authenticated', p.oid, 'EXECUTE')
           or pg_catalog.has_function_privilege('service_role', p.oid, 'EXECUTE'))
       order by p.proname, p.oid`,
    )
  ).rows;
  return { tables, columns, checks, foreignKeys, functions };
};

type Catalog = Awaited<ReturnType<typeof introspect>>;

const render = ({ tables, columns, checks, foreignKeys, functions }: Catalog): string => {
  const unions = new Map<string, string>();
  for (const check of checks) {
    const values = listedValues(check.definition);
    if (values) unions.set(`${check.table}.${check.column}`, values.map(literal).join(' | '));
  }
  const columnType = (c: ColumnRow) =>
    unions.get(`${c.table}.${c.column}`) ?? (c.element ? `${scalar(c.element)}[]` : scalar(c.type));
  const columnsOf = (table: string) => columns.filter((c) => c.table === table);
  const rowFields = (table: string) =>
    columnsOf(table)
      .map((c) => `${c.column}: ${columnType(c)}${c.not_null ? '' : ' | null'}`)
      .join('\n');

  const tableBlocks = tables.map((table) => {
    const cols = columnsOf(table);
    const insert = cols
      .filter((c) => !c.generated)
      .map((c) => {
        const optional = !c.not_null || c.has_default;
        return `${c.column}${optional ? '?' : ''}: ${columnType(c)}${c.not_null ? '' : ' | null'}`;
      })
      .join('\n');
    const update = cols
      .filter((c) => !c.generated)
      .map((c) => `${c.column}?: ${columnType(c)}${c.not_null ? '' : ' | null'}`)
      .join('\n');
    const relationships = foreignKeys
      .filter((fk) => fk.table === table)
      .map(
        (fk) => `{
          foreignKeyName: ${literal(fk.name)}
          columns: [${fk.columns.map(literal).join(', ')}]
          isOneToOne: ${fk.one_to_one}
          referencedRelation: ${literal(fk.referenced)}
          referencedColumns: [${fk.referenced_columns.map(literal).join(', ')}]
        },`,
      )
      .join('\n');
    return `${table}: {
      Row: {
        ${rowFields(table)}
      }
      Insert: {
        ${insert}
      }
      Update: {
        ${update}
      }
      Relationships: [
        ${relationships}
      ]
    }`;
  });

  const argType = (typname: string) =>
    typname.startsWith('_') ? `${scalar(typname.slice(1))}[]` : scalar(typname);
  const signature = (fn: FunctionRow) => {
    const firstDefault = fn.arg_types.length - fn.defaults;
    const args = fn.arg_types.map((type, i) => {
      const name = fn.arg_names?.[i] ?? `arg${i}`;
      return `${name}${i >= firstDefault ? '?' : ''}: ${argType(type)}${fn.strict ? '' : ' | null'}`;
    });
    const single = fn.returns_table ? `{\n${rowFields(fn.returns_table)}\n}` : argType(fn.returns);
    return `{
      Args: ${args.length > 0 ? `{\n${args.join('\n')}\n}` : 'never'}
      Returns: ${fn.returns_set ? `${single}[]` : single}
    }`;
  };
  // Overloads of one name become a union, as in Supabase's generator.
  const names = [...new Set(functions.map((fn) => fn.name))];
  const functionBlocks = names.map(
    (name) =>
      `${name}: ${functions
        .filter((fn) => fn.name === name)
        .map(signature)
        .join(' | ')}`,
  );

  return `// Generated by \`npm run gen:types\` (scripts/database-types.ts) from supabase/migrations/. Do not edit by
// hand: tests/sql/types-drift.test.ts fails when this file and the migrations disagree.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  public: {
    Tables: {
      ${tableBlocks.join('\n')}
    }
    Views: {
      [_ in never]: never
    }
    Functions: {
      ${functionBlocks.join('\n')}
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type PublicSchema = Database['public']

export type Tables<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Row']
export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert']
export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update']
`;
};

/** The text of database.types.ts for the current migrations, formatted like the rest of the code. */
export const generateDatabaseTypes = async (): Promise<string> => {
  const db = await migratedDatabase();
  try {
    const source = render(await introspect(db));
    const options = await resolveConfig(DATABASE_TYPES_PATH);
    return await format(source, { ...options, filepath: DATABASE_TYPES_PATH });
  } finally {
    await db.close();
  }
};
