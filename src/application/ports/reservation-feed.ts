/**
 * Tells an open admin tab that bookings changed somewhere else: a guest booked or cancelled, another staff
 * member acted. Supabase: Realtime on public.reservations; the demo: the other tabs.
 */
export interface ReservationFeed {
  /** Calls `onChange` after each outside change (possibly several times for one); returns the unsubscribe. */
  watch(onChange: () => void): () => void;
}
