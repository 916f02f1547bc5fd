import type { SentConfirmation } from '../../application/ports/demo-outbox';
import {
  CLAIM_LEASE_MINUTES,
  overtakes,
  REASON_MAX_LENGTH,
  type EmailDelivery,
  type EmailKind,
} from '../../domain/reservation/guest-emails';
import type { KeyValueStorage } from '../browser/browser-storage';

/**
 * The demo outbox's own storage entry, beside the demo database (the rows, with each sent e-mail). An entry
 * of the earlier shape (sent confirmations only) reads as empty and is replaced.
 */
export const DEMO_OUTBOX_KEY = 'tischlein.demo.outbox';

/** An outbox row, and once sent the e-mail as rendered. */
export interface OutboxRow extends EmailDelivery {
  readonly seq: number;
  readonly mail: Omit<SentConfirmation, 'id' | 'reservation_id' | 'kind' | 'sent_at'> | null;
}

/** Enough to look at recent bookings without letting the entry grow without end. */
const SENT_KEPT = 50;

const isRowList = (value: unknown): value is OutboxRow[] =>
  Array.isArray(value) && value.every((row) => typeof row === 'object' && row !== null && 'kind' in row);

/**
 * The offline demo's public.reservation_emails: one row per e-mail about a booking, written by the demo's
 * reservation store with each change as the SQL triggers write them (decision 0078), delivered by the
 * demo's sender. Kept in the browser's storage, read through on every access so that every tab sees it.
 */
export class MemoryEmailOutbox {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly now: () => Date,
    private readonly newId: () => string,
  ) {}

  rows(): OutboxRow[] {
    try {
      const raw = this.storage.getItem(DEMO_OUTBOX_KEY);
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      return isRowList(parsed) ? parsed : [];
    } catch (error) {
      console.error('The demo outbox was unreadable; starting an empty one', error);
      return [];
    }
  }

  /**
   * Queues an e-mail: the next occurrence of its kind for the booking, or for a reminder none if one is
   * queued already. A reason is kept for a cancellation only. False when the storage refused.
   */
  enqueue(reservationId: string, kind: EmailKind, reason: string | null = null): boolean {
    const rows = this.rows();
    const same = rows.filter((row) => row.reservation_id === reservationId && row.kind === kind);
    if (kind === 'reminder' && same.length > 0) return true;
    const at = this.now().toISOString();
    const trimmed = reason?.trim().slice(0, REASON_MAX_LENGTH) || null;
    const row: OutboxRow = {
      id: this.newId(),
      seq: rows.reduce((max, r) => Math.max(max, r.seq), 0) + 1,
      reservation_id: reservationId,
      kind,
      occurrence: same.reduce((max, r) => Math.max(max, r.occurrence), 0) + 1,
      reason: kind === 'declined' || kind === 'cancelled' ? trimmed : null,
      state: 'pending',
      attempts: 0,
      next_attempt_at: at,
      last_error: null,
      sent_at: null,
      created_at: at,
      mail: null,
    };
    return this.write([...rows, row]);
  }

  /** The due rows (of one booking, or of all), oldest first. */
  due(reservationId: string | null): OutboxRow[] {
    const now = this.now().toISOString();
    return this.rows()
      .filter(
        (row) =>
          (row.state === 'pending' || row.state === 'sending' || row.state === 'retrying') &&
          row.next_attempt_at <= now &&
          (reservationId === null || row.reservation_id === reservationId),
      )
      .sort((a, b) => a.seq - b.seq);
  }

  /**
   * Whether a later e-mail of the same booking overtakes this one: a status e-mail after a status e-mail, a
   * change after a change of the same kind.
   */
  overtaken(row: OutboxRow): boolean {
    return this.rows().some(
      (r) => r.reservation_id === row.reservation_id && r.seq > row.seq && overtakes(row.kind, r.kind),
    );
  }

  /** Claims a row for sending (one more attempt, a lease), as claim_reservation_emails() does. */
  claim(row: OutboxRow): OutboxRow {
    const lease = new Date(this.now().getTime() + CLAIM_LEASE_MINUTES * 60_000).toISOString();
    return { ...row, state: 'sending', attempts: row.attempts + 1, next_attempt_at: lease };
  }

  /** Stores a row's new state; sent rows beyond the most recent ones are forgotten. */
  save(row: OutboxRow): boolean {
    const rows = this.rows().map((r) => (r.id === row.id ? row : r));
    const sent = rows.filter((r) => r.state === 'sent').sort((a, b) => b.seq - a.seq);
    const dropped = new Set(sent.slice(SENT_KEPT).map((r) => r.id));
    return this.write(rows.filter((r) => !dropped.has(r.id)));
  }

  private write(rows: OutboxRow[]): boolean {
    try {
      this.storage.setItem(DEMO_OUTBOX_KEY, JSON.stringify(rows));
      return true;
    } catch (error) {
      console.error('The demo outbox could not be saved', error);
      return false;
    }
  }
}
