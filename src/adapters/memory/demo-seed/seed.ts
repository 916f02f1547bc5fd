import type { Reservation } from '../../../domain/reservation/reservation';
import type { FloorPlan } from '../../../domain/room/floor-plan';
import { holdOf, type BookedParty } from '../../../domain/room/hold';
import { seatNearest } from '../../../domain/room/nearest-seating';
import { DEFAULT_BOOKING_RULES, type BookingRules } from '../../../domain/settings/booking-rules';
import { restaurantMonth } from '../../../domain/shared/time';
import type { DemoTables } from '../memory-database';
import { aboutImages, aboutSections } from './about';
import { contentBlocks } from './content';
import { events } from './events';
import { galleryImages } from './gallery';
import { menuCategories, menuItems } from './menu';
import { pressArticles } from './press';
import { eventSignUps } from './event-sign-ups';
import { demoFloorPlan } from './floor-plan';
import { reservations } from './reservations';
import { restaurantVideos } from './videos';

/**
 * The offline demo's content: the same tables for the same `now`, with events, bookings and press dates
 * placed around `now` so that the demo always has upcoming events and recent activity, and a room of twelve
 * tables its bookings are seated in.
 */
export const demoSeed = (now: Date): DemoTables => {
  const seededEvents = events(now);
  const floorPlan = demoFloorPlan();
  return {
    menu_categories: menuCategories(),
    menu_items: menuItems(),
    restaurant_videos: restaurantVideos(),
    ai_usage_tracking: [
      { month_year: restaurantMonth(now), images_generated: 3, total_cost: 3, budget_limit: 10 },
    ],
    press_articles: pressArticles(now),
    gallery_images: galleryImages(),
    events: seededEvents,
    content_blocks: contentBlocks(),
    about_sections: aboutSections(),
    about_images: aboutImages(),
    reservations: seatSeedBookings(DEFAULT_BOOKING_RULES, floorPlan, [
      ...reservations(now),
      ...eventSignUps(seededEvents, now),
    ]),
    consent_records: [],
    floor_plan: floorPlan,
  };
};

/**
 * The seed's bookings seated in the demo's room, in order, each at its own time: an event sign-up holds no
 * table, a cancelled booking none any more. The rest hold their table until `held_until`, as a booking
 * made through create_reservation() would.
 */
export const seatSeedBookings = (
  rules: BookingRules,
  plan: FloorPlan,
  rows: readonly Reservation[],
): Reservation[] => {
  const booked: BookedParty[] = [];
  return rows.map((row) => {
    if (row.event_id !== null) return { ...row, held_until: null, table_ids: [] };
    const hold = holdOf(rules, row.reservation_date, row.reservation_time, row.party_size);
    if (row.status === 'cancelled')
      return { ...row, held_until: new Date(hold.until).toISOString(), table_ids: [] };
    const wish = { time: row.reservation_time, partySize: row.party_size };
    const placed = seatNearest(rules, plan, row.reservation_date, wish, booked);
    if (!placed || placed.time !== row.reservation_time)
      throw new Error(`the seed's booking ${row.id} has no table`);
    booked.push({
      time: placed.time,
      partySize: row.party_size,
      tableIds: placed.tableIds,
      hold: placed.hold,
    });
    return { ...row, held_until: new Date(placed.hold.until).toISOString(), table_ids: placed.tableIds };
  });
};
