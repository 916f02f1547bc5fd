import type { AboutImage, AboutSection } from '../../../domain/about/about-section';
import { SEEDED } from './seeded-at';

const STORY = '00000000-0000-4000-8000-000000000801';
const CONNECTS = '00000000-0000-4000-8000-000000000802';
const INSIDE = '00000000-0000-4000-8000-000000000803';
const JOURNEY = '00000000-0000-4000-8000-000000000804';
const TEAM = '00000000-0000-4000-8000-000000000805';

export const aboutSections = (): AboutSection[] => [
  {
    id: STORY,
    ...SEEDED,
    section_key: 'our-story',
    title: 'Our Story',
    subtitle: 'From a weekend market stall to a table for everyone in Wedding',
    content:
      'We started with one steamer and a folding table at a weekend market. Three years later, Tischlein is a small breakfast restaurant where dim sum, congee and jianbing meet Berlin mornings.',
    section_type: 'hero',
    is_published: true,
    display_order: 0,
  },
  {
    id: CONNECTS,
    ...SEEDED,
    section_key: 'breakfast-that-connects',
    title: 'Breakfast that connects',
    subtitle: 'Food from home, shared with new neighbours',
    content: [
      'In Shanghai, breakfast happens on the street: soy milk in a bag, a jianbing from the cart, a quick chat with the vendor. We wanted that feeling in Berlin.',
      'So we built one long table. Students sit next to families, regulars next to first-timers, and somebody always recommends the egg coffee.',
      'Our dim sum workshops, acoustic mornings and cultural exchange brunches grew out of conversations at that table.',
    ].join('\n'),
    section_type: 'text',
    is_published: true,
    display_order: 1,
  },
  {
    id: INSIDE,
    ...SEEDED,
    section_key: 'inside-tischlein',
    title: 'Inside Tischlein',
    subtitle: 'Thirty seats, one open kitchen and plenty of steam',
    content: 'Warm wood, jade green walls and lanterns from a market in Guangzhou.',
    section_type: 'gallery',
    is_published: true,
    display_order: 2,
  },
  {
    id: JOURNEY,
    ...SEEDED,
    section_key: 'our-journey',
    title: 'Our journey',
    subtitle: null,
    content: [
      '2022: A market stall with one steamer and homemade soy milk.',
      '2023: Our own little restaurant opens in Wedding.',
      '2024: The first dim sum workshop and the student breakfast club.',
      '2025: Acoustic music mornings and cultural exchange brunches.',
    ].join('\n'),
    section_type: 'timeline',
    is_published: true,
    display_order: 3,
  },
  {
    id: TEAM,
    ...SEEDED,
    section_key: 'team',
    title: 'The people behind the steamers',
    subtitle: 'Draft: portraits follow after the photo session',
    content: 'Mei runs the kitchen, Jun folds the dumplings and Lukas keeps the coffee coming.',
    section_type: 'team',
    is_published: false,
    display_order: 4,
  },
];

export const aboutImages = (): AboutImage[] => [
  {
    id: '00000000-0000-4000-8000-000000000901',
    ...SEEDED,
    section_id: CONNECTS,
    image_url: '/demo/images/gallery-community.svg',
    alt_text: 'Illustration of guests sharing breakfast at the long community table',
    title: 'The long table',
    caption: 'Where regulars and first-timers meet.',
    display_order: 0,
  },
  {
    id: '00000000-0000-4000-8000-000000000902',
    ...SEEDED,
    section_id: INSIDE,
    image_url: '/demo/images/gallery-interior.svg',
    alt_text: 'Illustration of the dining room in morning light',
    title: 'The dining room',
    caption: 'Morning sun through the east window.',
    display_order: 0,
  },
  {
    id: '00000000-0000-4000-8000-000000000903',
    ...SEEDED,
    section_id: INSIDE,
    image_url: '/demo/images/gallery-seating.svg',
    alt_text: 'Illustration of the cushioned window bench and small round tables',
    title: 'Window seats',
    caption: null,
    display_order: 1,
  },
  {
    id: '00000000-0000-4000-8000-000000000904',
    ...SEEDED,
    section_id: INSIDE,
    image_url: '/demo/images/gallery-atmosphere.svg',
    alt_text: 'Illustration of red lanterns and string lights over the tables',
    title: 'Lantern light',
    caption: 'Cosy even on dark winter mornings.',
    display_order: 2,
  },
  {
    id: '00000000-0000-4000-8000-000000000905',
    ...SEEDED,
    section_id: JOURNEY,
    image_url: '/demo/images/about-market-stall.svg',
    alt_text: 'Illustration of a small market stall with a striped awning and a steaming bamboo basket',
    title: 'Where it started',
    caption: 'Our first weekend market stall.',
    display_order: 0,
  },
  {
    id: '00000000-0000-4000-8000-000000000906',
    ...SEEDED,
    section_id: TEAM,
    image_url: '/demo/images/about-team.svg',
    alt_text: 'Illustration of three team members in aprons behind the counter',
    title: 'Our team',
    caption: null,
    display_order: 0,
  },
];
