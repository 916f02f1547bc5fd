import type { Reservation } from '../../../domain/reservation/reservation';
import { addDays, restaurantDate, restaurantInstant } from '../../../domain/shared/time';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One booking in each status the admin page acts on, dated around the restaurant's today so that the
 * "pending" and "upcoming" cards have something to count. Names and addresses are invented.
 */
export const reservations = (now: Date): Reservation[] => {
  const today = restaurantDate(now);
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  return [
    {
      id: '00000000-0000-4000-8000-000000001001',
      created_at: before(1),
      updated_at: before(1),
      customer_name: 'Lena Hoffmann',
      customer_email: 'lena.hoffmann@example.org',
      customer_phone: null,
      reservation_date: addDays(today, 3),
      reservation_time: '10:00',
      party_size: 4,
      special_requests: 'One high chair, please.',
      language_preference: 'de',
      status: 'pending',
      admin_notes: null,
      confirmed_at: null,
      cancelled_at: null,
      submission_key: '00000000-0000-4000-8000-000000001101',
      event_id: null,
    },
    {
      id: '00000000-0000-4000-8000-000000001002',
      created_at: before(3),
      updated_at: before(2),
      customer_name: 'James Carter',
      customer_email: 'james.carter@example.org',
      customer_phone: '+44 20 0000 0000',
      reservation_date: addDays(today, 6),
      reservation_time: '11:30',
      party_size: 2,
      special_requests: 'Celebrating our anniversary.',
      language_preference: 'en',
      status: 'confirmed',
      admin_notes: 'Window seats reserved.',
      confirmed_at: before(2),
      cancelled_at: null,
      submission_key: '00000000-0000-4000-8000-000000001102',
      event_id: null,
    },
    {
      id: '00000000-0000-4000-8000-000000001003',
      created_at: before(12),
      updated_at: restaurantInstant(addDays(today, -5), '12:00').toISOString(),
      customer_name: 'Wang Fang',
      customer_email: 'wang.fang@example.org',
      customer_phone: null,
      reservation_date: addDays(today, -5),
      reservation_time: '09:30',
      party_size: 6,
      special_requests: 'Two vegetarians in our group.',
      language_preference: 'zh',
      status: 'completed',
      admin_notes: 'Came for the dim sum workshop afterwards.',
      confirmed_at: before(11),
      cancelled_at: null,
      submission_key: '00000000-0000-4000-8000-000000001103',
      event_id: null,
    },
    {
      id: '00000000-0000-4000-8000-000000001004',
      created_at: before(4),
      updated_at: before(1),
      customer_name: 'Jonas Weber',
      customer_email: 'jonas.weber@example.org',
      customer_phone: '030 000 000 01',
      reservation_date: addDays(today, 2),
      reservation_time: '12:00',
      party_size: 3,
      special_requests: null,
      language_preference: 'de',
      status: 'cancelled',
      admin_notes: 'Guest cancelled by phone.',
      confirmed_at: null,
      cancelled_at: before(1),
      submission_key: '00000000-0000-4000-8000-000000001104',
      event_id: null,
    },
  ];
};
