import type { PersonalDataRequests } from '../../application/ports/personal-data-requests';
import {
  belongsTo,
  DATA_REQUEST_EMAIL_INVALID,
  dataRequestEmail,
  type ExportedEmail,
  type PersonalDataExport,
} from '../../domain/reservation/data-request';
import { invalid, ok, type PortError, type Result } from '../../domain/shared/result';
import type { MemoryDatabase } from './memory-database';

/**
 * The demo's data requests: the bookings of an address from the demo's reservation store with their outbox
 * rows, erased from the store; each request logged in the document without the address.
 */
export class MemoryPersonalDataRequests implements PersonalDataRequests {
  constructor(private readonly db: MemoryDatabase) {}

  async exportByEmail(email: string): Promise<Result<PersonalDataExport, PortError>> {
    const requested = dataRequestEmail(email);
    if (requested === null) return invalid(DATA_REQUEST_EMAIL_INVALID, { email: DATA_REQUEST_EMAIL_INVALID });
    const found = await this.db.reservations.where((row) => belongsTo(row.customer_email, requested));
    if (!found.ok) return found;
    const ids = new Set(found.value.map((row) => row.id));
    const emails: ExportedEmail[] = this.db.emails
      .rows()
      .filter((row) => ids.has(row.reservation_id))
      .map(({ reservation_id, kind, reason, state, sent_at, created_at }) => ({
        reservation_id,
        kind,
        reason,
        state,
        sent_at,
        created_at,
      }));
    const logged = this.log('export', found.value.length);
    if (!logged.ok) return logged;
    return ok({
      email: requested,
      exportedAt: this.db.now().toISOString(),
      reservations: found.value,
      emails,
    });
  }

  async eraseByEmail(email: string): Promise<Result<number, PortError>> {
    const requested = dataRequestEmail(email);
    if (requested === null) return invalid(DATA_REQUEST_EMAIL_INVALID, { email: DATA_REQUEST_EMAIL_INVALID });
    const found = await this.db.reservations.where((row) => belongsTo(row.customer_email, requested));
    if (!found.ok) return found;
    const erased = await this.db.reservations.replaceWhere(
      (row) => belongsTo(row.customer_email, requested),
      [],
    );
    if (!erased.ok) return erased;
    // A booking's history goes with it, as the foreign key's cascade deletes it in SQL.
    const ids = new Set(found.value.map((row) => row.id));
    const forgotten = this.db.change((tables) => {
      tables.reservation_changes = (tables.reservation_changes ?? []).filter(
        (entry) => !ids.has(entry.reservation_id),
      );
    });
    if (!forgotten.ok) return forgotten;
    const logged = this.log('erase', found.value.length);
    return logged.ok ? ok(found.value.length) : logged;
  }

  private log(action: 'export' | 'erase', reservations: number) {
    return this.db.change((tables) => {
      tables.data_requests = [
        ...(tables.data_requests ?? []),
        { action, reservations, at: this.db.now().toISOString() },
      ];
    });
  }
}
