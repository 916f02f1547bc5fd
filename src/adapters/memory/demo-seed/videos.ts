import type { RestaurantVideo } from '../../../domain/video/restaurant-video';
import { SEEDED } from './seeded-at';

/**
 * The tour is a silent 9-second VP9 loop recorded in headless Chromium (canvas + MediaRecorder) from the
 * demo's own illustrations, so the featured-video section plays without any third-party footage.
 */
export const restaurantVideos = (): RestaurantVideo[] => [
  {
    id: '00000000-0000-4000-8000-000000000301',
    ...SEEDED,
    title: 'Ein Morgen im Tischlein',
    description:
      'Vom ersten Dämpfkorb bis zum letzten Eierkaffee: ein kurzer Rundgang durch unser Restaurant.',
    translations: {
      en: {
        title: 'A morning at Tischlein',
        description:
          'From the first steamer basket to the last egg coffee: a short walk through our restaurant.',
      },
      zh: {
        title: 'Tischlein 的一个早晨',
        description: '从第一笼点心到最后一杯蛋咖啡：带你走一圈我们的餐厅。',
      },
    },
    video_url: '/demo/videos/restaurant-tour.webm',
    thumbnail_url: '/demo/images/tour-poster.webp',
    featured_for_hero: false,
    is_featured: true,
    autoplay: false,
    show_controls: true,
    display_order: 0,
  },
];
