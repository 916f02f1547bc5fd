import type { ReservationFeed } from '../../application/ports/reservation-feed';
import type { SupabaseConnection } from './connection';

/** The Realtime channel an admin tab listens on; RLS lets only staff receive the rows. */
export const RESERVATION_CHANNEL = 'admin-reservations';

/**
 * Supabase Realtime's postgres_changes on public.reservations (the table is in the supabase_realtime
 * publication, supabase/schemas/05_reservations.sql). Realtime checks each change against the listener's RLS, so only a
 * signed-in staff member hears of bookings. A channel that cannot connect is logged; the admin still
 * reloads its lists on focus and after every action of its own.
 */
export class SupabaseReservationFeed implements ReservationFeed {
  constructor(private readonly supabase: SupabaseConnection) {}

  watch(onChange: () => void): () => void {
    let stopped = false;
    let stop = () => {
      stopped = true;
    };
    void this.supabase.full().then(
      (client) => {
        if (stopped) return;
        const channel = client
          .channel(RESERVATION_CHANNEL)
          .on('postgres_changes', { event: '*', schema: 'public', table: 'reservations' }, () => onChange())
          .subscribe((status, error) => {
            if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
              console.error(`The live reservation feed is not connected (${status})`, error);
          });
        stop = () => void client.removeChannel(channel);
      },
      (error: unknown) => console.error('The live reservation feed could not start', error),
    );
    return () => stop();
  }
}
