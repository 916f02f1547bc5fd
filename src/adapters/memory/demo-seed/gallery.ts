import type { GalleryImage } from '../../../domain/gallery/gallery-image';
import { SEEDED } from './seeded-at';

/* German in the columns, English and Chinese as translations (decision 0076). */
export const galleryImages = (): GalleryImage[] => [
  {
    id: '00000000-0000-4000-8000-000000000501',
    ...SEEDED,
    title: 'Morgenlicht im Gastraum',
    description: 'Das große Fenster geht nach Osten, also gibt es zum Frühstück Sonnenschein.',
    alt_text: 'Illustration des Gastraums mit großem Fenster, Hängelampen und gedecktem Tisch',
    category: 'interior',
    is_featured: true,
    image_url: '/demo/images/gallery-interior.webp',
    display_order: 0,
    translations: {
      en: {
        title: 'Morning light in the dining room',
        description: 'The big window faces east, so breakfast comes with sunshine.',
        alt_text: 'Illustration of the dining room with a large window, pendant lamps and a set table',
      },
      zh: {
        title: '用餐区的晨光',
        description: '大窗户朝东，早餐总有阳光作伴。',
        alt_text: '插画：有大窗户、吊灯和一张摆好餐具的桌子的用餐区',
      },
    },
  },
  {
    id: '00000000-0000-4000-8000-000000000502',
    ...SEEDED,
    title: 'Der lange Gemeinschaftstisch',
    description: 'Zwölf Plätze, ein Tisch: Hier teilen Stammgäste und Neulinge Dampfkörbe und Geschichten.',
    alt_text:
      'Illustration von fünf Gästen beim gemeinsamen Frühstück an einem langen Holztisch unter Wimpelketten',
    category: 'community',
    is_featured: true,
    image_url: '/demo/images/gallery-community.webp',
    display_order: 1,
    translations: {
      en: {
        title: 'The long community table',
        description: 'Twelve seats, one table: where regulars and first-timers share baskets and stories.',
        alt_text: 'Illustration of five guests sharing breakfast at a long wooden table under bunting',
      },
      zh: {
        title: '长长的公共餐桌',
        description: '十二个座位，一张桌子：熟客和新朋友在这里分享蒸笼，也分享故事。',
        alt_text: '插画：五位客人在挂着彩旗的长木桌旁一起吃早餐',
      },
    },
  },
  {
    id: '00000000-0000-4000-8000-000000000503',
    ...SEEDED,
    title: 'Har Gow, frisch aus dem Dampfkorb',
    description: 'Jeden Morgen von Hand gefaltet, gedämpft erst, wenn du bestellst.',
    alt_text: 'Illustration von vier Garnelen-Teigtaschen in einem Bambuskorb, von oben gesehen',
    category: 'food',
    is_featured: false,
    image_url: '/demo/images/dish-har-gow.webp',
    display_order: 2,
    translations: {
      en: {
        title: 'Har gow, fresh from the steamer',
        description: 'Pleated by hand each morning, steamed only when you order.',
        alt_text: 'Illustration of four shrimp dumplings in a bamboo steamer seen from above',
      },
      zh: {
        title: '刚出笼的虾饺',
        description: '每天早上手工捏褶，点单后才上锅蒸。',
        alt_text: '插画：俯视竹蒸笼里的四只虾饺',
      },
    },
  },
  {
    id: '00000000-0000-4000-8000-000000000504',
    ...SEEDED,
    title: 'Unsere offene Küche',
    description:
      'Gestapelte Dampfkörbe, ein gut eingebrannter Wok und ein Team, das beim Kochen gern plaudert.',
    alt_text:
      'Illustration einer offenen Küche mit dampfenden Bambuskörben, einem Wok auf der Flamme und hängenden Schöpfkellen',
    category: 'kitchen',
    is_featured: false,
    image_url: '/demo/images/gallery-kitchen.webp',
    display_order: 3,
    translations: {
      en: {
        title: 'Our open kitchen',
        description: 'Stacked steamers, a seasoned wok and a team that likes to chat while cooking.',
        alt_text:
          'Illustration of an open kitchen with steaming bamboo baskets, a wok on the flame and hanging ladles',
      },
      zh: {
        title: '我们的开放式厨房',
        description: '层层叠起的蒸笼、一口用得油亮的炒锅，还有一支边做饭边聊天的团队。',
        alt_text: '插画：开放式厨房里冒着热气的竹蒸笼、火上的炒锅和挂着的汤勺',
      },
    },
  },
  {
    id: '00000000-0000-4000-8000-000000000505',
    ...SEEDED,
    title: 'Fensterplätze',
    description: 'Gepolsterte Bänke entlang der Fenster, der Lieblingsplatz für einen gemütlichen Sonntag.',
    alt_text: 'Illustration einer Fensterbank mit roten und gelben Kissen und zwei kleinen runden Tischen',
    category: 'seating',
    is_featured: false,
    image_url: '/demo/images/gallery-seating.webp',
    display_order: 4,
    translations: {
      en: {
        title: 'Window seats',
        description: 'Cushioned benches along the windows, the favourite spot for a slow Sunday.',
        alt_text: 'Illustration of a window bench with red and yellow cushions and two small round tables',
      },
      zh: {
        title: '窗边座位',
        description: '沿窗的软垫长凳，是悠闲周日最抢手的位置。',
        alt_text: '插画：铺着红黄靠垫的窗边长凳和两张小圆桌',
      },
    },
  },
  {
    id: '00000000-0000-4000-8000-000000000506',
    ...SEEDED,
    title: 'Tee, Stäbchen und ein kleines Ritual',
    description: 'Auf jeden Tisch kommt eine Kanne Jasmintee.',
    alt_text:
      'Illustration von oben: eine jadegrüne Teekanne, zwei Tassen Tee und Stäbchen auf einer roten Ablage',
    category: 'details',
    is_featured: false,
    image_url: '/demo/images/gallery-details.webp',
    display_order: 5,
    translations: {
      en: {
        title: 'Tea, chopsticks and a little ceremony',
        description: 'Every table gets a pot of jasmine tea.',
        alt_text: 'Illustration from above of a jade teapot, two cups of tea and chopsticks on a red rest',
      },
      zh: {
        title: '茶、筷子和一点小仪式',
        description: '每张桌子都会送上一壶茉莉花茶。',
        alt_text: '插画俯视图：一把玉绿色茶壶、两杯茶和搁在红色筷架上的筷子',
      },
    },
  },
  {
    id: '00000000-0000-4000-8000-000000000507',
    ...SEEDED,
    title: 'Jianbing direkt von der Platte',
    description: 'Ei, knuspriger Cracker und Frühlingszwiebeln, gefaltet, während du zusiehst.',
    alt_text: 'Illustration eines Jianbing-Crêpes mit Ei und Frühlingszwiebeln auf einer runden Backplatte',
    category: 'food',
    is_featured: false,
    image_url: '/demo/images/dish-jianbing.webp',
    display_order: 6,
    translations: {
      en: {
        title: 'Jianbing off the griddle',
        description: 'Egg, crispy cracker and scallions, folded while you watch.',
        alt_text: 'Illustration of a jianbing crepe with egg and scallions on a round griddle',
      },
      zh: {
        title: '刚出锅的煎饼',
        description: '鸡蛋、薄脆和葱花，当着你的面现场折好。',
        alt_text: '插画：圆形铁板上加了鸡蛋和葱花的煎饼',
      },
    },
  },
  {
    id: '00000000-0000-4000-8000-000000000508',
    ...SEEDED,
    title: 'Laternen an einem Wintermorgen',
    description: 'Wenn es draußen noch dunkel ist, machen es die Laternen drinnen gemütlich.',
    alt_text: 'Illustration roter Papierlaternen und warmer Lichterketten über Tischen mit Kerzenlicht',
    category: 'atmosphere',
    is_featured: false,
    image_url: '/demo/images/gallery-atmosphere.webp',
    display_order: 7,
    translations: {
      en: {
        title: 'Lanterns on a winter morning',
        description: 'When it is still dark outside, the lanterns make it cosy inside.',
        alt_text: 'Illustration of red paper lanterns and warm string lights over candle-lit tables',
      },
      zh: {
        title: '冬日清晨的灯笼',
        description: '窗外天还没亮，屋里的灯笼已经把气氛烘得暖暖的。',
        alt_text: '插画：点着蜡烛的餐桌上方挂着红纸灯笼和暖色串灯',
      },
    },
  },
  {
    id: '00000000-0000-4000-8000-000000000509',
    ...SEEDED,
    title: 'Vietnamesischer Eierkaffee',
    description: 'Unser meistfotografiertes Getränk.',
    alt_text:
      'Illustration eines Glases Kaffee mit goldener, aufgeschlagener Eiercreme in einer Schale mit warmem Wasser',
    category: 'food',
    is_featured: false,
    image_url: '/demo/images/dish-egg-coffee.webp',
    display_order: 8,
    translations: {
      en: {
        title: 'Vietnamese egg coffee',
        description: 'Our most photographed drink.',
        alt_text:
          'Illustration of a glass of coffee topped with golden whipped egg cream in a bowl of warm water',
      },
      zh: {
        title: '越南鸡蛋咖啡',
        description: '店里被拍得最多的饮品。',
        alt_text: '插画：一杯盖着金黄蛋奶泡的咖啡，放在盛着温水的碗里',
      },
    },
  },
];
