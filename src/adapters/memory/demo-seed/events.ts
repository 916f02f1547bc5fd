import type { RestaurantEvent } from '../../../domain/event/event';
import { addDays, restaurantDate, restaurantInstant } from '../../../domain/shared/time';
import { SEEDED } from './seeded-at';

const SATURDAY = 6;

/** Days from a yyyy-MM-dd date to the next Saturday after it (1..7), so that "next Saturday" is never today. */
const daysToNextSaturday = (date: string): number => {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return (SATURDAY - weekday + 7) % 7 || 7;
};

/**
 * Events sit on days relative to the restaurant's today, at morning times in Berlin. Every upcoming one falls
 * on a later calendar day than today, so it is still ahead whatever the hour of `now`.
 */
export const events = (now: Date): RestaurantEvent[] => {
  const today = restaurantDate(now);
  const saturday = addDays(today, daysToNextSaturday(today));
  const at = (date: string, time: string) => restaurantInstant(date, time).toISOString();
  return [
    {
      id: '00000000-0000-4000-8000-000000000601',
      ...SEEDED,
      title: 'Student Breakfast Club',
      description:
        'Bring your student ID: student prices on the whole menu, bottomless soy milk and a quiet corner to study before lectures. A relaxed way to meet other students from Wedding over congee and bao.',
      event_date: at(addDays(today, 1), '08:30'),
      max_participants: 24,
      current_participants: 9,
      image_url: '/demo/images/event-student-breakfast.svg',
      is_active: true,
    },
    {
      id: '00000000-0000-4000-8000-000000000602',
      ...SEEDED,
      title: 'Dim Sum Workshop: Folding Har Gow and Siu Mai',
      description:
        'Our kitchen team shows you the traditional pleats step by step. You roll the wrappers, fold your own dim sum and steam them for a shared brunch. All ingredients and aprons included.',
      event_date: at(saturday, '10:00'),
      max_participants: 12,
      current_participants: 10,
      image_url: '/demo/images/event-dim-sum-workshop.svg',
      is_active: true,
    },
    {
      id: '00000000-0000-4000-8000-000000000603',
      ...SEEDED,
      title: 'Acoustic Music Morning',
      description:
        'Musicians from the neighbourhood play unplugged sets while the steamers are going. Come for the egg coffee, stay for the songs.',
      event_date: at(addDays(saturday, 8), '10:30'),
      max_participants: 40,
      current_participants: 18,
      image_url: '/demo/images/event-acoustic-morning.svg',
      is_active: true,
    },
    {
      id: '00000000-0000-4000-8000-000000000604',
      ...SEEDED,
      title: 'Cultural Exchange Brunch: Mid-Autumn Stories',
      description:
        'Mooncakes, tea and stories about the Mid-Autumn Festival. German, English and Mandarin at the long table: a morning to connect with neighbours from everywhere.',
      event_date: at(addDays(saturday, 14), '10:00'),
      max_participants: 30,
      current_participants: 12,
      image_url: '/demo/images/event-cultural-exchange.svg',
      is_active: true,
    },
    {
      id: '00000000-0000-4000-8000-000000000605',
      ...SEEDED,
      title: 'Jianbing Street Food Morning',
      description: 'Postponed until our second griddle arrives. A new date follows soon.',
      event_date: at(addDays(saturday, 7), '09:30'),
      max_participants: 30,
      current_participants: 0,
      image_url: '/demo/images/dish-jianbing.svg',
      is_active: false,
    },
    {
      id: '00000000-0000-4000-8000-000000000606',
      ...SEEDED,
      title: 'Soy Milk Making Workshop',
      description: 'From dried soybeans to warm soy milk and fresh tofu pudding, with a breakfast to finish.',
      event_date: at(addDays(today, -9), '09:30'),
      max_participants: 15,
      current_participants: 15,
      image_url: '/demo/images/cat-drinks.svg',
      is_active: true,
    },
    {
      id: '00000000-0000-4000-8000-000000000607',
      ...SEEDED,
      title: 'Lunar New Year Dumpling Morning',
      description: 'Folding dumplings together for good luck, with traditional games for the children.',
      event_date: at(addDays(today, -23), '10:00'),
      max_participants: 30,
      current_participants: 30,
      image_url: '/demo/images/event-dim-sum-workshop.svg',
      is_active: true,
    },
  ];
};
