import type { IsoInstant } from '../shared/entity';
import type { Reservation } from './reservation';

/**
 * A booking's history: one entry per change, whoever made it (a guest online or through their link, a staff
 * member), kept with the booking and shown in full in its details. It says what changed to what for the
 * booking's own facts (date, time, party, tables, status, source, language, how long its table is held), and
 * only that the guest's personal details or the notes changed, never their words: the history outlives
 * nothing the booking itself would not, and an erasure has nothing left to find in it.
 */
export const HISTORY_VALUE_FIELDS = [
  'reservation_date',
  'reservation_time',
  'party_size',
  'tables',
  'status',
  'source',
  'language_preference',
  'held_until',
] as const;
export const HISTORY_PRIVATE_FIELDS = [
  'customer_name',
  'customer_email',
  'customer_phone',
  'special_requests',
  'admin_notes',
] as const;
export type HistoryField = (typeof HISTORY_VALUE_FIELDS)[number] | (typeof HISTORY_PRIVATE_FIELDS)[number];

/** One field's change: from and to for the booking's facts, both null for personal details. */
export interface FieldChange {
  readonly field: HistoryField;
  readonly from: string | null;
  readonly to: string | null;
}

export interface ReservationHistoryEntry {
  readonly id: string;
  readonly reservation_id: string;
  readonly created_at: IsoInstant;
  /** The staff account that made the change; null for the guest (the form, the link) or the system. */
  readonly changed_by: string | null;
  readonly changed_by_name: string | null;
  readonly kind: 'created' | 'changed';
  readonly changes: readonly FieldChange[];
  /** Why staff set the room's rules aside with this change, when they did. */
  readonly override_reason: string | null;
}

/**
 * How often the guest moved a booking to another date or time with its link: the changes without a staff
 * author that touch either (move_reservation_by_token() in SQL counts the same against movesPerBooking).
 */
export const guestMovesIn = (entries: readonly ReservationHistoryEntry[]): number =>
  entries.filter(
    (entry) =>
      entry.kind === 'changed' &&
      entry.changed_by === null &&
      entry.changes.some((c) => c.field === 'reservation_date' || c.field === 'reservation_time'),
  ).length;

/** The tables of a booking before and after, as their names read then ("4 + 5"); null when not seated. */
export interface TablesChange {
  readonly from: string | null;
  readonly to: string | null;
}

type Row = Pick<Reservation, (typeof HISTORY_PRIVATE_FIELDS)[number]> &
  Pick<
    Reservation,
    'reservation_date' | 'reservation_time' | 'party_size' | 'status' | 'language_preference'
  > & {
    readonly source?: Reservation['source'];
    readonly held_until?: Reservation['held_until'];
  };

const valueOf = (
  row: Row,
  field: Exclude<(typeof HISTORY_VALUE_FIELDS)[number], 'tables'>,
): string | null => {
  switch (field) {
    case 'party_size':
      return String(row.party_size);
    case 'source':
      return row.source ?? 'online';
    case 'held_until':
      return row.held_until ?? null;
    default:
      return row[field];
  }
};

const sameInstant = (a: string | null, b: string | null) =>
  a === b || (a !== null && b !== null && Date.parse(a) === Date.parse(b));

/**
 * What a change did to a booking, field by field in a fixed order (the same as the SQL trigger
 * private.record_reservation_change()); empty when nothing it records changed.
 */
export const changesBetween = (
  before: Row,
  after: Row,
  tables: TablesChange | null = null,
): FieldChange[] => {
  const changes: FieldChange[] = [];
  for (const field of HISTORY_VALUE_FIELDS) {
    if (field === 'tables') {
      if (tables && tables.from !== tables.to) changes.push({ field, ...tables });
      continue;
    }
    const from = valueOf(before, field);
    const to = valueOf(after, field);
    if (field === 'held_until' ? !sameInstant(from, to) : from !== to) changes.push({ field, from, to });
  }
  for (const field of HISTORY_PRIVATE_FIELDS) {
    if ((before[field] ?? null) !== (after[field] ?? null)) changes.push({ field, from: null, to: null });
  }
  return changes;
};

/** What a new booking's entry records: how it came in, and where it sits. */
export const creationChanges = (row: Row, tables: string | null): FieldChange[] => [
  ...(tables ? [{ field: 'tables' as const, from: null, to: tables }] : []),
  { field: 'status', from: null, to: row.status },
  { field: 'source', from: null, to: row.source ?? 'online' },
];
