import type { RestaurantEvent } from '../../../domain/event/event';
import { eventWallClock } from '../../../domain/event/seats';
import type { Language, Reservation } from '../../../domain/reservation/reservation';

const GUESTS: readonly { name: string; language: Language }[] = [
  { name: 'Mei Lin', language: 'zh' },
  { name: 'Tobias Krüger', language: 'de' },
  { name: 'Sarah Johnson', language: 'en' },
  { name: 'Hannah Schulz', language: 'de' },
  { name: 'Wei Zhang', language: 'zh' },
  { name: 'Lukas Becker', language: 'de' },
];
const PARTIES = [2, 3, 1, 4, 2];

/**
 * The sign-ups behind each upcoming seeded event's participant count, so that the count is what the
 * bookings hold (as the store keeps it) and the admin's "Sign-ups" list has rows. Invented guests.
 */
export const eventSignUps = (events: readonly RestaurantEvent[], now: Date): Reservation[] => {
  const booked = new Date(now.getTime() - 2 * 24 * 60 * 60 * 1000).toISOString();
  return events.flatMap((event, e) => {
    if (!event.is_active || Date.parse(event.event_date) <= now.getTime()) return [];
    const { date, time } = eventWallClock(event);
    const rows: Reservation[] = [];
    for (let seats = 0, i = 0; seats < event.current_participants; i++) {
      const party = Math.min(PARTIES[i % PARTIES.length] ?? 2, event.current_participants - seats);
      seats += party;
      const guest = GUESTS[(e + i) % GUESTS.length] ?? GUESTS[0]!;
      const n = `${String(e).padStart(2, '0')}${String(i).padStart(3, '0')}`;
      rows.push({
        id: `00000000-0000-4000-8000-0000002${n}`,
        created_at: booked,
        updated_at: booked,
        customer_name: guest.name,
        customer_email: `${guest.name.toLowerCase().replace(/\W+/g, '.')}@example.org`,
        customer_phone: null,
        reservation_date: date,
        reservation_time: time,
        party_size: party,
        special_requests: null,
        language_preference: guest.language,
        status: 'confirmed',
        admin_notes: null,
        confirmed_at: booked,
        cancelled_at: null,
        submission_key: `00000000-0000-4000-8000-0000003${n}`,
        event_id: event.id,
      });
    }
    return rows;
  });
};
