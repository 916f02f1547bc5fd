import type { Id, Stored } from '../../domain/shared/entity';
import { fail, ok, portError, type PortError, type Result } from '../../domain/shared/result';
import type { MemoryDatabase, DemoTables } from './memory-database';

type TableOf<T> = { [K in keyof DemoTables]-?: DemoTables[K] extends T[] ? K : never }[keyof DemoTables];

export const byDisplayOrder = <T extends { display_order: number }>(a: T, b: T) =>
  a.display_order - b.display_order;

/** Updates one row by id, refreshing updated_at; NotFound when there is no such row. */
export const updateRow = <T extends Stored>(
  db: MemoryDatabase,
  table: TableOf<T>,
  id: Id,
  patch: Partial<T>,
): Result<T, PortError> => {
  const changed = db.change((tables) => {
    const rows = tables[table] as unknown as T[];
    const index = rows.findIndex((row) => row.id === id);
    const current = rows[index];
    if (!current) return null;
    const next = { ...current, ...patch, id, updated_at: db.now().toISOString() } as T;
    rows[index] = next;
    return next;
  });
  if (!changed.ok) return changed;
  return changed.value ? ok(changed.value) : fail(portError('NotFound', `${String(table)} ${id} not found`));
};

/** Removes rows by id and answers the removed rows (as `delete ... returning *`); NotFound when none exists. */
export const takeRows = <T extends Stored>(
  db: MemoryDatabase,
  table: TableOf<T>,
  ids: readonly Id[],
): Result<T[], PortError> => {
  const removed = db.change((tables) => {
    const rows = tables[table] as unknown as T[];
    (tables[table] as unknown as T[]) = rows.filter((row) => !ids.includes(row.id));
    return rows.filter((row) => ids.includes(row.id));
  });
  if (!removed.ok) return removed;
  return removed.value.length > 0
    ? ok(removed.value)
    : fail(portError('NotFound', `${String(table)} not found`));
};

/** Removes one row by id and answers it; NotFound when there is no such row. */
export const takeRow = <T extends Stored>(
  db: MemoryDatabase,
  table: TableOf<T>,
  id: Id,
): Result<T, PortError> => {
  const removed = takeRows<T>(db, table, [id]);
  return removed.ok ? ok(removed.value[0]!) : removed;
};

/** Removes rows by id; NotFound when none of them exists. */
export const removeRows = (
  db: MemoryDatabase,
  table: keyof DemoTables,
  ids: readonly Id[],
): Result<void, PortError> => {
  const removed = db.change((tables) => {
    const rows = tables[table] as unknown as Stored[];
    const kept = rows.filter((row) => !ids.includes(row.id));
    (tables[table] as unknown as Stored[]) = kept;
    return rows.length - kept.length;
  });
  if (!removed.ok) return removed;
  return removed.value > 0 ? ok(undefined) : fail(portError('NotFound', `${String(table)} not found`));
};

/** Appends a new row built from a draft. */
export const insertRow = <T extends Stored>(
  db: MemoryDatabase,
  table: TableOf<T>,
  row: T,
): Result<T, PortError> =>
  db.change((tables) => {
    (tables[table] as unknown as T[]).push(row);
    return row;
  });
