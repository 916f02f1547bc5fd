import { fail, notFound, ok, type PortError, type Result } from '../../domain/shared/result';
import { toPortError, unexpected, type ErrorContext, type PostgrestErrorBody } from './errors';

/** A supabase-js query's answer, as far as the adapters read it. */
export interface Answer {
  readonly data: unknown;
  readonly error: PostgrestErrorBody | null;
  readonly status: number;
  readonly count?: number | null;
}

/** The answer of a query for rows (supabase-js's PostgrestResponse of a list). */
export interface RowsAnswer<Row> {
  readonly data: Row[] | null;
  readonly error: PostgrestErrorBody | null;
  readonly status: number;
}

/** The data of a successful answer (supabase-js types the failure's data as null). */
export type DataOf<A> = A extends { readonly error: null; readonly data: infer T } ? T : never;

/** The data of a query, or its error translated for the port. */
export const answer = async <A extends Answer>(
  pending: PromiseLike<A>,
  context?: ErrorContext,
): Promise<Result<DataOf<A>, PortError>> => {
  try {
    const { data, error, status } = await pending;
    return error ? fail(toPortError(error, status, context)) : ok(data as DataOf<A>);
  } catch (thrown) {
    return fail(unexpected(thrown));
  }
};

/** The exact row count of a `select('*', { count: 'exact', head: true })`. */
export const counted = async (pending: PromiseLike<Answer>): Promise<Result<number, PortError>> => {
  try {
    const { error, status, count } = await pending;
    if (error) return fail(toPortError(error, status));
    return ok(count ?? 0);
  } catch (thrown) {
    return fail(unexpected(thrown));
  }
};

/** A delete that returns the removed ids: none removed means there was no such row (as in the memory adapters). */
export const removed = async <A extends Answer>(
  pending: PromiseLike<A>,
  what: string,
  context?: ErrorContext,
): Promise<Result<void, PortError>> => {
  const rows = await answer(pending, { ...context, operation: 'delete' });
  if (!rows.ok) return rows;
  const ids = rows.value as readonly unknown[] | null;
  return ids && ids.length > 0 ? ok(undefined) : notFound(`${what} not found`);
};

/**
 * A delete that returns the removed rows (`.delete().eq('id', id).select()`), so that a caller learns what it
 * removed (a file to delete after the row) from the delete itself, without reading the table first. None
 * removed means there was no such row, as in the memory adapters.
 */
export const removedRows = async <Row>(
  pending: PromiseLike<RowsAnswer<Row>>,
  what: string,
  context?: ErrorContext,
): Promise<Result<Row[], PortError>> => {
  const rows = await answer(pending, { ...context, operation: 'delete' });
  if (!rows.ok) return rows;
  const gone = (rows.value ?? []) as Row[];
  return gone.length > 0 ? ok(gone) : notFound(`${what} not found`);
};

/** The one row a delete by primary key removed; NotFound when there was none. */
export const removedRow = async <Row>(
  pending: PromiseLike<RowsAnswer<Row>>,
  what: string,
  context?: ErrorContext,
): Promise<Result<Row, PortError>> => {
  const rows = await removedRows(pending, what, context);
  return rows.ok ? ok(rows.value[0]!) : rows;
};

/** The columns a patch names, with the values the domain schema normalised (trimmed, blank as null). */
const patchedColumns = <V extends object>(valid: V, patch: object): Partial<V> =>
  Object.fromEntries(Object.keys(patch).map((key) => [key, valid[key as keyof V]])) as Partial<V>;

export interface CheckedUpdate<Current extends Answer, Written extends Answer, Valid extends object> {
  readonly patch: object;
  /** The current row, or null when there is none (`.maybeSingle()`). */
  readonly read: () => PromiseLike<Current>;
  /**
   * The domain schema, run on the row the patch would produce, as the memory adapters do. It may be async,
   * so that the adapters can load the schema module (and zod) only when something is written.
   */
  readonly validate: (merged: unknown) => Result<Valid, PortError> | Promise<Result<Valid, PortError>>;
  /** Writes the patched columns and returns the updated row (`.select().single()`). */
  readonly write: (changes: Partial<Valid>) => PromiseLike<Written>;
  readonly what: string;
  readonly context?: ErrorContext;
}

/**
 * An update validated like the memory adapters validate it: read the row, check the merged result with the
 * domain schema, then write only the patched columns (so a concurrent change to another column survives).
 */
export const checkedUpdate = async <Current extends Answer, Written extends Answer, Valid extends object>(
  update: CheckedUpdate<Current, Written, Valid>,
): Promise<Result<DataOf<Written>, PortError>> => {
  const current = await answer(update.read());
  if (!current.ok) return current;
  if (current.value === null) return notFound(`${update.what} not found`);
  const valid = await update.validate({ ...(current.value as object), ...update.patch });
  if (!valid.ok) return valid;
  return answer(update.write(patchedColumns(valid.value, update.patch)), update.context);
};
