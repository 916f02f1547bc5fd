import {
  changesBetween,
  creationChanges,
  type ReservationHistoryEntry,
} from '../../domain/reservation/history';
import type { Reservation, StatusChanger } from '../../domain/reservation/reservation';
import { EMPTY_FLOOR_PLAN } from '../../domain/room/floor-plan';
import { tablesLabel } from '../../domain/room/staff-seating';
import { ok, type PortError, type Result } from '../../domain/shared/result';
import type { MemoryDatabase } from './memory-database';

/** Enough for every booking of a busy few months of staff work, without letting the document grow forever. */
const ENTRIES_KEPT = 5_000;

/**
 * The demo's public.reservation_changes: one entry per change of a booking, as the SQL trigger
 * private.record_reservation_change() writes it, kept in the demo's document.
 */
export class MemoryReservationHistory {
  constructor(private readonly db: MemoryDatabase) {}

  /** Records a new booking (before null) or a change; a change that touches nothing recorded writes nothing. */
  record(
    before: Reservation | null,
    after: Reservation,
    by: StatusChanger | null,
    overrideReason: string | null = null,
  ): void {
    const plan = this.db.tables().floor_plan ?? EMPTY_FLOOR_PLAN;
    const tables = tablesLabel(plan, after.table_ids);
    const changes = before
      ? changesBetween(before, after, { from: tablesLabel(plan, before.table_ids), to: tables })
      : creationChanges(after, tables);
    if (changes.length === 0 && overrideReason === null) return;
    const entry: ReservationHistoryEntry = {
      id: this.db.id(),
      reservation_id: after.id,
      created_at: this.db.now().toISOString(),
      changed_by: by?.id ?? null,
      changed_by_name: by?.name ?? null,
      kind: before ? 'changed' : 'created',
      changes,
      override_reason: overrideReason,
    };
    const saved = this.db.change((t) => {
      t.reservation_changes = [...(t.reservation_changes ?? []), entry].slice(-ENTRIES_KEPT);
    });
    if (!saved.ok) console.error('The demo could not keep a booking’s history', saved.error);
  }

  /** A booking's entries, oldest first. */
  of(reservationId: string): Result<ReservationHistoryEntry[], PortError> {
    return ok(
      (this.db.tables().reservation_changes ?? [])
        .filter((entry) => entry.reservation_id === reservationId)
        .sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0)),
    );
  }
}
