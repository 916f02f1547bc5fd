import { ok, type PortError, type Result } from '../../domain/shared/result';
import { answer, type RowsAnswer } from './responses';

/**
 * Rows asked for per request when an adapter reads a list. PostgREST answers at most `max_rows` rows per
 * request (1000 in supabase/config.toml, the Supabase default) and says nothing when it cuts an answer short,
 * so a page must never be larger than that: a capped answer would look like the last page. Half of it leaves
 * room for a project that lowers the setting; tests/adapters/supabase/admin-lists.test.ts checks the config.
 */
export const PAGE_ROWS = 500;

/** One request of a list: rows `from` to `to` (inclusive, `.range(from, to)`) of a query in a total order. */
export type PageQuery<Row> = (from: number, to: number) => PromiseLike<RowsAnswer<Row>>;

export interface ReadOptions {
  /** At most this many rows (a home page teaser); every row when absent. */
  readonly limit?: number | undefined;
  /** Rows per request; PAGE_ROWS unless a test asks for less. */
  readonly pageRows?: number;
}

/**
 * Every row of a list (or the first `limit`), read in pages with `.range()` until a page comes back short, so
 * that no list depends on the backend answering every row at once. The query must order by a unique key last
 * (`id`), or rows could move between pages. A list shorter than a page, which is every list a restaurant has
 * today, is one request, as before.
 */
export const readAll = async <Row>(
  page: PageQuery<Row>,
  { limit, pageRows = PAGE_ROWS }: ReadOptions = {},
): Promise<Result<Row[], PortError>> => {
  const rows: Row[] = [];
  for (;;) {
    const wanted = limit === undefined ? pageRows : Math.min(pageRows, limit - rows.length);
    if (wanted <= 0) return ok(rows);
    const from = rows.length;
    const got = await answer(page(from, from + wanted - 1));
    if (!got.ok) return got;
    const batch = (got.value ?? []) as Row[];
    rows.push(...batch);
    if (batch.length < wanted) return ok(rows);
  }
};
