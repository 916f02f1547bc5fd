import type { AboutImage, AboutSection } from '../../../domain/about/about-section';
import { SEEDED } from './seeded-at';

const STORY = '00000000-0000-4000-8000-000000000801';
const CONNECTS = '00000000-0000-4000-8000-000000000802';
const INSIDE = '00000000-0000-4000-8000-000000000803';
const JOURNEY = '00000000-0000-4000-8000-000000000804';
const TEAM = '00000000-0000-4000-8000-000000000805';

/* German in the columns, English and Chinese as translations (decision 0076); names of people and places stay. */
export const aboutSections = (): AboutSection[] => [
  {
    id: STORY,
    ...SEEDED,
    section_key: 'our-story',
    title: 'Unsere Geschichte',
    subtitle: 'Vom Stand auf dem Wochenendmarkt zu einem Tisch für alle im Wedding',
    content:
      'Angefangen hat alles mit einem Dampfkorb und einem Klapptisch auf einem Wochenendmarkt. Drei Jahre später ist Tischlein ein kleines Frühstücksrestaurant, in dem Dim Sum, Congee und Jianbing auf Berliner Morgen treffen.',
    section_type: 'hero',
    is_published: true,
    display_order: 0,
    translations: {
      en: {
        title: 'Our Story',
        subtitle: 'From a weekend market stall to a table for everyone in Wedding',
        content:
          'We started with one steamer and a folding table at a weekend market. Three years later, Tischlein is a small breakfast restaurant where dim sum, congee and jianbing meet Berlin mornings.',
      },
      zh: {
        title: '我们的故事',
        subtitle: '从周末市集的小摊，到 Wedding 区一张人人都能入座的餐桌',
        content:
          '我们的起点只是周末市集上的一个蒸笼和一张折叠桌。三年后，Tischlein 成了一家小小的早餐餐厅，点心、粥和煎饼在这里与柏林的清晨相遇。',
      },
    },
  },
  {
    id: CONNECTS,
    ...SEEDED,
    section_key: 'breakfast-that-connects',
    title: 'Frühstück, das verbindet',
    subtitle: 'Essen aus der Heimat, geteilt mit neuen Nachbarn',
    content: [
      'In Shanghai findet das Frühstück auf der Straße statt: Sojamilch im Beutel, ein Jianbing vom Wagen, ein kurzer Plausch mit dem Verkäufer. Dieses Gefühl wollten wir nach Berlin holen.',
      'Also haben wir einen langen Tisch gebaut. Studierende sitzen neben Familien, Stammgäste neben Neulingen, und irgendwer empfiehlt immer den Eierkaffee.',
      'Aus den Gesprächen an diesem Tisch sind unsere Dim-Sum-Workshops, die Akustik-Vormittage und die Brunches zum Kulturaustausch entstanden.',
    ].join('\n'),
    section_type: 'text',
    is_published: true,
    display_order: 1,
    translations: {
      en: {
        title: 'Breakfast that connects',
        subtitle: 'Food from home, shared with new neighbours',
        content: [
          'In Shanghai, breakfast happens on the street: soy milk in a bag, a jianbing from the cart, a quick chat with the vendor. We wanted that feeling in Berlin.',
          'So we built one long table. Students sit next to families, regulars next to first-timers, and somebody always recommends the egg coffee.',
          'Our dim sum workshops, acoustic mornings and cultural exchange brunches grew out of conversations at that table.',
        ].join('\n'),
      },
      zh: {
        title: '连接彼此的早餐',
        subtitle: '家乡的味道，与新邻居分享',
        content: [
          '在上海，早餐就在街头：一袋豆浆，小推车上现做的煎饼，再和摊主聊上几句。我们想把这种感觉带到柏林。',
          '于是我们做了一张长桌。学生挨着一家老小，熟客挨着新面孔，总有人会推荐一杯鸡蛋咖啡。',
          '我们的点心工作坊、原声音乐早晨和文化交流早午餐，都是从这张桌边的闲聊中诞生的。',
        ].join('\n'),
      },
    },
  },
  {
    id: INSIDE,
    ...SEEDED,
    section_key: 'inside-tischlein',
    title: 'Ein Blick ins Tischlein',
    subtitle: 'Dreißig Plätze, eine offene Küche und jede Menge Dampf',
    content: 'Warmes Holz, jadegrüne Wände und Laternen von einem Markt in Guangzhou.',
    section_type: 'gallery',
    is_published: true,
    display_order: 2,
    translations: {
      en: {
        title: 'Inside Tischlein',
        subtitle: 'Thirty seats, one open kitchen and plenty of steam',
        content: 'Warm wood, jade green walls and lanterns from a market in Guangzhou.',
      },
      zh: {
        title: '走进 Tischlein',
        subtitle: '三十个座位，一间开放式厨房，还有满屋的蒸汽',
        content: '温暖的木头、玉绿色的墙面，还有从广州市场淘来的灯笼。',
      },
    },
  },
  {
    id: JOURNEY,
    ...SEEDED,
    section_key: 'our-journey',
    title: 'Unser Weg',
    subtitle: null,
    content: [
      '2022: Ein Marktstand mit einem Dampfkorb und selbst gemachter Sojamilch.',
      '2023: Unser eigenes kleines Restaurant im Wedding öffnet.',
      '2024: Der erste Dim-Sum-Workshop und der Frühstücksclub für Studierende.',
      '2025: Akustik-Vormittage und Brunches zum Kulturaustausch.',
    ].join('\n'),
    section_type: 'timeline',
    is_published: true,
    display_order: 3,
    translations: {
      en: {
        title: 'Our journey',
        content: [
          '2022: A market stall with one steamer and homemade soy milk.',
          '2023: Our own little restaurant opens in Wedding.',
          '2024: The first dim sum workshop and the student breakfast club.',
          '2025: Acoustic music mornings and cultural exchange brunches.',
        ].join('\n'),
      },
      zh: {
        title: '我们的历程',
        content: [
          '2022 年：一个市集摊位，一个蒸笼，还有自制豆浆。',
          '2023 年：我们自己的小餐厅在 Wedding 区开张。',
          '2024 年：第一场点心工作坊，学生早餐俱乐部也随之成立。',
          '2025 年：原声音乐早晨和文化交流早午餐。',
        ].join('\n'),
      },
    },
  },
  {
    id: TEAM,
    ...SEEDED,
    section_key: 'team',
    title: 'Die Menschen hinter den Dampfkörben',
    subtitle: 'Entwurf: Porträts folgen nach dem Fotoshooting',
    content:
      'Mei leitet die Küche, Jun faltet die Teigtaschen und Lukas sorgt dafür, dass der Kaffee nie ausgeht.',
    section_type: 'team',
    is_published: false,
    display_order: 4,
    translations: {
      en: {
        title: 'The people behind the steamers',
        subtitle: 'Draft: portraits follow after the photo session',
        content: 'Mei runs the kitchen, Jun folds the dumplings and Lukas keeps the coffee coming.',
      },
      zh: {
        title: '蒸笼背后的人',
        subtitle: '草稿：拍摄完成后补上人物照片',
        content: 'Mei 掌管厨房，Jun 负责包点心，Lukas 让咖啡源源不断。',
      },
    },
  },
];

export const aboutImages = (): AboutImage[] => [
  {
    id: '00000000-0000-4000-8000-000000000901',
    ...SEEDED,
    section_id: CONNECTS,
    image_url: '/demo/images/gallery-community.webp',
    alt_text: 'Illustration: Gäste frühstücken gemeinsam am langen Gemeinschaftstisch',
    title: 'Der lange Tisch',
    caption: 'Hier treffen sich Stammgäste und Neulinge.',
    display_order: 0,
    translations: {
      en: {
        alt_text: 'Illustration of guests sharing breakfast at the long community table',
        title: 'The long table',
        caption: 'Where regulars and first-timers meet.',
      },
      zh: {
        alt_text: '插画：客人们围坐在长长的公共餐桌旁一起吃早餐',
        title: '长桌',
        caption: '熟客与新朋友在这里相遇。',
      },
    },
  },
  {
    id: '00000000-0000-4000-8000-000000000902',
    ...SEEDED,
    section_id: INSIDE,
    image_url: '/demo/images/gallery-interior.webp',
    alt_text: 'Illustration des Gastraums im Morgenlicht',
    title: 'Der Gastraum',
    caption: 'Morgensonne durch das Ostfenster.',
    display_order: 0,
    translations: {
      en: {
        alt_text: 'Illustration of the dining room in morning light',
        title: 'The dining room',
        caption: 'Morning sun through the east window.',
      },
      zh: { alt_text: '插画：晨光中的用餐区', title: '用餐区', caption: '晨光从东窗洒进来。' },
    },
  },
  {
    id: '00000000-0000-4000-8000-000000000903',
    ...SEEDED,
    section_id: INSIDE,
    image_url: '/demo/images/gallery-seating.webp',
    alt_text: 'Illustration der gepolsterten Fensterbank und kleiner runder Tische',
    title: 'Fensterplätze',
    caption: null,
    display_order: 1,
    translations: {
      en: {
        alt_text: 'Illustration of the cushioned window bench and small round tables',
        title: 'Window seats',
      },
      zh: { alt_text: '插画：带软垫的窗边长凳和几张小圆桌', title: '窗边座位' },
    },
  },
  {
    id: '00000000-0000-4000-8000-000000000904',
    ...SEEDED,
    section_id: INSIDE,
    image_url: '/demo/images/gallery-atmosphere.webp',
    alt_text: 'Illustration roter Laternen und Lichterketten über den Tischen',
    title: 'Laternenlicht',
    caption: 'Gemütlich, selbst an dunklen Wintermorgen.',
    display_order: 2,
    translations: {
      en: {
        alt_text: 'Illustration of red lanterns and string lights over the tables',
        title: 'Lantern light',
        caption: 'Cosy even on dark winter mornings.',
      },
      zh: {
        alt_text: '插画：餐桌上方的红灯笼和串灯',
        title: '灯笼光',
        caption: '即使在昏暗的冬日清晨，也一样温馨。',
      },
    },
  },
  {
    id: '00000000-0000-4000-8000-000000000905',
    ...SEEDED,
    section_id: JOURNEY,
    image_url: '/demo/images/about-market-stall.webp',
    alt_text:
      'Illustration eines kleinen Marktstands mit gestreifter Markise und einem dampfenden Bambuskorb',
    title: 'Wo alles begann',
    caption: 'Unser erster Stand auf dem Wochenendmarkt.',
    display_order: 0,
    translations: {
      en: {
        alt_text: 'Illustration of a small market stall with a striped awning and a steaming bamboo basket',
        title: 'Where it started',
        caption: 'Our first weekend market stall.',
      },
      zh: {
        alt_text: '插画：一个搭着条纹遮阳篷的小市集摊位，上面摆着冒热气的竹蒸笼',
        title: '梦想开始的地方',
        caption: '我们在周末市集的第一个摊位。',
      },
    },
  },
  {
    id: '00000000-0000-4000-8000-000000000906',
    ...SEEDED,
    section_id: TEAM,
    image_url: '/demo/images/about-team.webp',
    alt_text: 'Illustration von drei Teammitgliedern mit Schürzen hinter der Theke',
    title: 'Unser Team',
    caption: null,
    display_order: 0,
    translations: {
      en: {
        alt_text: 'Illustration of three team members in aprons behind the counter',
        title: 'Our team',
      },
      zh: { alt_text: '插画：三位系着围裙的团队成员站在柜台后', title: '我们的团队' },
    },
  },
];
