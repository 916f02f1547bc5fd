/** The booking page's address: `event` names the event a guest signs up for. */
export interface BookingSearch {
  readonly event?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** TanStack Router's validateSearch: an event id that looks like one, anything else dropped. */
export const validateBookingSearch = (raw: Record<string, unknown>): BookingSearch =>
  typeof raw.event === 'string' && UUID.test(raw.event) ? { event: raw.event.toLowerCase() } : {};
