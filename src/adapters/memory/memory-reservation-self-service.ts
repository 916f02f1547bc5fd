import type { ReservationSelfService } from '../../application/ports/reservation-self-service';
import {
  emailOnGuestCancel,
  emailsOnChange,
  mailsAbout,
  type EmailKind,
} from '../../domain/reservation/guest-emails';
import { guestMovesIn } from '../../domain/reservation/history';
import { transition } from '../../domain/reservation/lifecycle';
import type { Reservation } from '../../domain/reservation/reservation';
import {
  guestChangeRefusal,
  guestReservationOf,
  manageLinkExpiry,
  selfServiceRefusal,
  TOO_MANY_MOVES,
  type GuestReservation,
  type GuestReservationEvent,
  type MovedReservation,
} from '../../domain/reservation/self-service';
import { checkBooking } from '../../domain/room/availability';
import { invalid, ok, type PortError, type Result } from '../../domain/shared/result';
import { restaurantDate } from '../../domain/shared/time';
import { refreshEventParticipants } from './event-participants';
import { abuseLimitsIn } from './memory-abuse-bounds';
import { floorPlanIn, rulesIn } from './memory-booking-rules-repository';
import type { MemoryDatabase } from './memory-database';
import { refusedBooking } from './refused-booking';
import { MemoryReservationHistory } from './memory-reservation-history';
import type { KeyValueStorage } from '../browser/browser-storage';
import { demoSelfServiceKey, openReservationToken, signReservationToken } from './reservation-token';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The offline demo's self-service links: the same tokens as the SQL functions (reservation-token.ts, with a
 * key kept in the demo's storage), the same refusals in the same order, and a move booked by the same rules
 * as a new booking (MemoryReservationRepository), not counting the booking itself. Like the SQL triggers
 * (supabase/schemas/09_emails.sql), a move queues the guest's "changed" e-mail and the restaurant's
 * notice, a cancellation the restaurant's notice.
 */
export class MemoryReservationSelfService implements ReservationSelfService {
  private readonly changes: MemoryReservationHistory;
  /** Changes run one after another, so that two moves cannot both count the last covers as free. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: MemoryDatabase,
    private readonly storage: KeyValueStorage,
  ) {
    this.changes = new MemoryReservationHistory(db);
  }

  async show(token: string) {
    const opened = await this.open(token);
    return opened.ok ? ok(this.view(opened.value)) : opened;
  }

  cancel(token: string) {
    return this.inTurn(async (): Promise<Result<GuestReservation, PortError>> => {
      const opened = await this.open(token);
      if (!opened.ok) return opened;
      const row = opened.value;
      const refusal = guestChangeRefusal(row, this.db.now());
      if (refusal) return selfServiceRefusal(refusal);
      const cancelled = transition(row, 'cancelled', this.db.now());
      if (!cancelled.ok) return cancelled;
      const stored = await this.db.reservations.put(cancelled.value);
      if (!stored.ok) return stored;
      this.changes.record(row, stored.value, null);
      const kind = emailOnGuestCancel(row.status);
      this.enqueue(stored.value, kind ? [kind] : []);
      if (row.event_id) await this.refreshSeats(row.event_id);
      return ok(this.view(stored.value));
    });
  }

  move(token: string, date: string, time: string) {
    return this.inTurn(async (): Promise<Result<MovedReservation, PortError>> => {
      if (!DATE.test(date)) {
        const key = 'reservations.validation.dateRequired';
        return invalid(key, { reservation_date: key });
      }
      if (!TIME.test(time)) {
        const key = 'reservations.validation.timeRequired';
        return invalid(key, { reservation_time: key });
      }
      const opened = await this.open(token);
      if (!opened.ok) return opened;
      let row = opened.value;
      const now = this.db.now();
      const refusal = guestChangeRefusal(row, now);
      if (refusal) return selfServiceRefusal(refusal);
      if (row.event_id !== null) return selfServiceRefusal('eventBooking');

      if (row.reservation_date !== date || row.reservation_time !== time) {
        const history = this.changes.of(row.id);
        if (!history.ok) return history;
        if (guestMovesIn(history.value) >= abuseLimitsIn(this.db).movesPerBooking) {
          return invalid(TOO_MANY_MOVES, { reservation_date: TOO_MANY_MOVES });
        }
        const rules = rulesIn(this.db);
        // The booking's own hold is not in the way of its move.
        const booked = await this.db.reservations.bookedOn(date, rules, row.id);
        if (!booked.ok) return booked;
        const check = checkBooking(
          rules,
          floorPlanIn(this.db),
          { date, time, partySize: row.party_size },
          now,
          booked.value,
        );
        if (!check.ok) return refusedBooking(check.reason);
        const stored = await this.db.reservations.put({
          ...row,
          reservation_date: date,
          reservation_time: time,
          status: 'pending',
          confirmed_at: null,
          updated_at: now.toISOString(),
          held_until: new Date(check.hold.until).toISOString(),
          table_ids: check.seating?.tableIds ?? [],
        });
        if (!stored.ok) return stored;
        this.changes.record(row, stored.value, null);
        this.enqueue(stored.value, emailsOnChange(row, stored.value));
        row = stored.value;
      }
      const next = await signReservationToken(
        demoSelfServiceKey(this.storage),
        row.id,
        manageLinkExpiry(row.reservation_date),
      );
      return ok({ reservation: this.view(row), token: next });
    });
  }

  /** Queues the e-mails of a guest's change, as the SQL triggers do; none about a past date. */
  private enqueue(row: Reservation, kinds: readonly EmailKind[]) {
    if (!mailsAbout(row, restaurantDate(this.db.now()))) return;
    for (const kind of kinds) {
      if (!this.db.emails.enqueue(row.id, kind)) console.error('The demo outbox could not queue an e-mail');
    }
  }

  /** The booking a genuine, unexpired token names, unless it is gone (invalid) or cancelled (used). */
  private async open(token: string): Promise<Result<Reservation, PortError>> {
    const opened = await openReservationToken(demoSelfServiceKey(this.storage), token, this.db.now());
    if (!opened.ok) return selfServiceRefusal(opened.error);
    const found = await this.db.reservations.find(opened.reservationId);
    if (!found.ok) return found;
    if (!found.value) return selfServiceRefusal('invalid');
    if (found.value.status === 'cancelled') return selfServiceRefusal('used');
    return ok(found.value);
  }

  private view(row: Reservation): GuestReservation {
    const event = row.event_id ? this.db.tables().events.find((e) => e.id === row.event_id) : undefined;
    const named: GuestReservationEvent | null = event
      ? {
          title: event.title,
          translations: Object.fromEntries(
            (['en', 'zh'] as const).flatMap((language) => {
              const title = event.translations?.[language]?.title;
              return title ? [[language, { title }]] : [];
            }),
          ),
        }
      : null;
    return guestReservationOf(row, named);
  }

  /** The event's count after a sign-up was cancelled; the cancellation stands even if it cannot be saved. */
  private async refreshSeats(eventId: string) {
    const refreshed = await refreshEventParticipants(this.db, eventId);
    if (!refreshed.ok) console.error('The event’s participant count was not saved', refreshed.error);
  }

  private inTurn<T>(step: () => Promise<T>): Promise<T> {
    const next = this.queue.then(step);
    this.queue = next.catch(() => undefined);
    return next;
  }
}
