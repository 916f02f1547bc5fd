import type { PressArticle } from '../../../domain/press/press-article';
import { addDays, restaurantDate } from '../../../domain/shared/time';
import { SEEDED } from './seeded-at';

/**
 * Fictional coverage: the publications are real Berlin media, the titles, excerpts and links are invented for
 * the demo. Dates are days before the restaurant's today, so the coverage stays recent. Titles and excerpts
 * are German with English and Chinese translations; publication names stay as they are.
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
      image_url: '/demo/images/press-tagesspiegel.webp',
      translations: {
        en: {
          title: 'Breakfast like in Shanghai, right in the heart of Wedding',
          excerpt:
            'Dim sum for breakfast, fresh soy milk and a long table where the neighbourhood comes together.',
        },
        zh: {
          title: 'Wedding 区中心的上海味早餐',
          excerpt: '早餐吃点心，喝新鲜豆浆，还有一张让街坊邻里相聚的长桌。',
        },
      },
      is_featured: true,
      display_order: 0,
    },
    {
      id: '00000000-0000-4000-8000-000000000402',
      ...SEEDED,
      title: 'Wo es in Berlin Dim Sum zum Frühstück gibt',
      publication_name: 'Exberliner',
      article_url: 'https://example.org/press/exberliner-dim-sum-breakfast',
      publication_date: daysAgo(130),
      excerpt:
        'Ein winziges Lokal im Wedding, in dem die Har Gow im Morgengrauen gefaltet werden und der Eierkaffee das Anstehen lohnt.',
      image_url: '/demo/images/press-exberliner.webp',
      translations: {
        en: {
          title: 'Where to eat dim sum for breakfast in Berlin',
          excerpt:
            'A tiny Wedding spot where the har gow are pleated at dawn and the egg coffee is worth the queue.',
        },
        zh: {
          title: '在柏林，去哪儿吃点心早餐',
          excerpt: 'Wedding 区的一家小店：虾饺在黎明时分就已包好，蛋咖啡值得排队一尝。',
        },
      },
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
      image_url: '/demo/images/press-mit-vergnuegen.webp',
      translations: {
        en: {
          title: '11 breakfast cafés in Wedding you should know',
          excerpt: 'Our pick for everyone who would rather have congee than a croissant in the morning.',
        },
        zh: {
          title: 'Wedding 区 11 家值得一去的早餐咖啡馆',
          excerpt: '推荐给所有早上宁愿喝粥、也不吃可颂的人。',
        },
      },
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
      image_url: '/demo/images/press-tip-berlin.webp',
      translations: {
        en: {
          title: 'Jianbing, congee, bao: the new breakfast up north',
          excerpt: 'Chinese breakfast with Korean, Japanese and Vietnamese influences.',
        },
        zh: {
          title: '煎饼、粥、包子：柏林北部的新式早餐',
          excerpt: '融合了韩国、日本和越南风味的中式早餐。',
        },
      },
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
      image_url: '/demo/images/press-berliner-zeitung.webp',
      translations: {
        en: {
          title: 'A table for everyone: how a café in Wedding brings neighbours together',
          excerpt:
            'Dim sum workshops, music on Sunday mornings and a student breakfast: a visit to Tischlein.',
        },
        zh: {
          title: '一张属于所有人的长桌：Wedding 区的一家咖啡馆如何让邻里相聚',
          excerpt: '点心工作坊、周日早晨的音乐和学生早餐：走访 Tischlein。',
        },
      },
      is_featured: false,
      display_order: 4,
    },
  ];
};
