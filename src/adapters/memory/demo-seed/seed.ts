import { DEFAULT_BOOKING_RULES } from '../../../domain/settings/booking-rules';
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
import { seatSeedBookings } from './seat';
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
