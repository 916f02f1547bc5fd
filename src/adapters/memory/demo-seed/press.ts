import type { PressArticle } from '../../../domain/press/press-article';
import { addDays, restaurantDate } from '../../../domain/shared/time';
import { SEEDED } from './seeded-at';

/**
 * Fictional coverage: the publications are real Berlin media, the titles, excerpts and links are invented for
 * the demo. Dates are days before the restaurant's today, so the coverage stays recent.
 */
export const pressArticles = (now: Date): PressArticle[] => {
  const daysAgo = (days: number) => addDays(restaurantDate(now), -days);
  return [
    {
      id: '00000000-0000-4000-8000-000000000401',
      ...SEEDED,
      title: 'Frühstück wie in Shanghai, mitten im Wedding',
      publication_name: 'Der Tagesspiegel',
      article_url: 'https://example.org/press/tagesspiegel-fruehstueck-wedding',
      publication_date: daysAgo(45),
      excerpt:
        'Dim Sum zum Frühstück, frische Sojamilch und ein langer Tisch, an dem sich die Nachbarschaft trifft.',
      image_url: '/demo/images/press-tagesspiegel.svg',
      is_featured: true,
      display_order: 0,
    },
    {
      id: '00000000-0000-4000-8000-000000000402',
      ...SEEDED,
      title: 'Where to eat dim sum for breakfast in Berlin',
      publication_name: 'Exberliner',
      article_url: 'https://example.org/press/exberliner-dim-sum-breakfast',
      publication_date: daysAgo(130),
      excerpt:
        'A tiny Wedding spot where the har gow are pleated at dawn and the egg coffee is worth the queue.',
      image_url: '/demo/images/press-exberliner.svg',
      is_featured: true,
      display_order: 1,
    },
    {
      id: '00000000-0000-4000-8000-000000000403',
      ...SEEDED,
      title: '11 Frühstückscafés im Wedding, die ihr kennen solltet',
      publication_name: 'Mit Vergnügen',
      article_url: 'https://example.org/press/mit-vergnuegen-fruehstueck-wedding',
      publication_date: daysAgo(220),
      excerpt: 'Unser Tipp für alle, die morgens lieber Congee als Croissant essen.',
      image_url: '/demo/images/press-mit-vergnuegen.svg',
      is_featured: false,
      display_order: 2,
    },
    {
      id: '00000000-0000-4000-8000-000000000404',
      ...SEEDED,
      title: 'Jianbing, Congee, Bao: Das neue Frühstück im Norden',
      publication_name: 'tip Berlin',
      article_url: 'https://example.org/press/tip-berlin-neues-fruehstueck',
      publication_date: daysAgo(390),
      excerpt: 'Chinesisches Frühstück mit koreanischen, japanischen und vietnamesischen Einflüssen.',
      image_url: '/demo/images/press-tip-berlin.svg',
      is_featured: false,
      display_order: 3,
    },
    {
      id: '00000000-0000-4000-8000-000000000405',
      ...SEEDED,
      title: 'Ein Tisch für alle: Wie ein Café im Wedding Nachbarn zusammenbringt',
      publication_name: 'Berliner Zeitung',
      article_url: 'https://example.org/press/berliner-zeitung-ein-tisch-fuer-alle',
      publication_date: daysAgo(600),
      excerpt: 'Dim-Sum-Workshops, Musik am Sonntagmorgen und Studentenfrühstück: ein Besuch bei Tischlein.',
      image_url: '/demo/images/press-berliner-zeitung.svg',
      is_featured: false,
      display_order: 4,
    },
  ];
};
