import type { ReservationSelfService } from '../../application/ports/reservation-self-service';
import type {
  GuestReservation,
  GuestReservationEvent,
  MovedReservation,
} from '../../domain/reservation/self-service';
import { mapResult } from '../../domain/shared/result';
import type { SupabaseConnection } from './connection';
import { answer } from './responses';

/** The booking as reservation_by_token() and its siblings answer it (jsonb; timestamps in the server's form). */
type GuestReservationJson = Omit<GuestReservation, 'event'> & {
  readonly event: (Pick<GuestReservationEvent, 'title'> & Partial<GuestReservationEvent>) | null;
};

const guestReservation = (json: unknown): GuestReservation => {
  const row = json as GuestReservationJson;
  return {
    ...row,
    event: row.event ? { title: row.event.title, translations: row.event.translations ?? {} } : null,
    expires_at: new Date(row.expires_at).toISOString(),
  };
};

/**
 * A guest's own booking through the SQL functions that check its link's token: reservation_by_token(),
 * cancel_reservation_by_token() and move_reservation_by_token() (anon; supabase/migrations/
 * supabase/schemas/08_self_service.sql). Every call is a POST, reads too, so that the token travels in
 * the body and never in a URL that proxies and logs keep.
 */
export class SupabaseReservationSelfService implements ReservationSelfService {
  constructor(private readonly supabase: SupabaseConnection) {}

  async show(token: string) {
    const db = await this.supabase.rest();
    return mapResult(await answer(db.rpc('reservation_by_token', { p_token: token })), guestReservation);
  }

  async cancel(token: string) {
    const db = await this.supabase.rest();
    return mapResult(
      await answer(db.rpc('cancel_reservation_by_token', { p_token: token })),
      guestReservation,
    );
  }

  async move(token: string, date: string, time: string) {
    const db = await this.supabase.rest();
    const moved = await answer(
      db.rpc('move_reservation_by_token', { p_token: token, p_date: date, p_time: time }),
    );
    return mapResult(moved, (json): MovedReservation => {
      const { reservation, token: next } = json as { reservation: unknown; token: string };
      return { reservation: guestReservation(reservation), token: next };
    });
  }
}
