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
      title: 'Frühstücksclub für Studierende',
      description:
        'Bring deinen Studierendenausweis mit: Studierendenpreise auf der ganzen Karte, Sojamilch zum Nachfüllen und eine ruhige Ecke zum Lernen vor der Vorlesung. Ein entspannter Start in den Tag, um bei Congee und Bao andere Studierende aus dem Wedding zu treffen.',
      translations: {
        en: {
          title: 'Student Breakfast Club',
          description:
            'Bring your student ID: student prices on the whole menu, bottomless soy milk and a quiet corner to study before lectures. A relaxed way to meet other students from Wedding over congee and bao.',
        },
        zh: {
          title: '学生早餐会',
          description:
            '带上学生证：全部菜品享学生价，豆浆无限续杯，还有安静的角落让你在上课前温书。就着粥和包子，轻松认识来自 Wedding 区的其他同学。',
        },
      },
      event_date: at(addDays(today, 1), '08:30'),
      max_participants: 24,
      current_participants: 9,
      image_url: '/demo/images/event-student-breakfast.webp',
      is_active: true,
    },
    {
      id: '00000000-0000-4000-8000-000000000602',
      ...SEEDED,
      title: 'Dim-Sum-Workshop: Har Gow und Siu Mai falten',
      description:
        'Unser Küchenteam zeigt dir Schritt für Schritt die traditionellen Falten. Du rollst die Teigblätter aus, faltest deine eigenen Dim Sum und dämpfst sie für einen gemeinsamen Brunch. Alle Zutaten und Schürzen sind inklusive.',
      translations: {
        en: {
          title: 'Dim Sum Workshop: Folding Har Gow and Siu Mai',
          description:
            'Our kitchen team shows you the traditional pleats step by step. You roll the wrappers, fold your own dim sum and steam them for a shared brunch. All ingredients and aprons included.',
        },
        zh: {
          title: '点心工作坊：亲手包虾饺和烧卖',
          description:
            '厨房团队一步步教你传统的捏褶手法。你将亲自擀皮、包出自己的点心，再上笼蒸熟，和大家一起享用早午餐。所有食材和围裙均已备好。',
        },
      },
      event_date: at(saturday, '10:00'),
      max_participants: 12,
      current_participants: 10,
      image_url: '/demo/images/event-dim-sum-workshop.webp',
      is_active: true,
    },
    {
      id: '00000000-0000-4000-8000-000000000603',
      ...SEEDED,
      title: 'Musikmorgen unplugged',
      description:
        'Musikerinnen und Musiker aus der Nachbarschaft spielen unplugged, während die Dämpfkörbe dampfen. Komm wegen des Eierkaffees, bleib wegen der Lieder.',
      translations: {
        en: {
          title: 'Acoustic Music Morning',
          description:
            'Musicians from the neighbourhood play unplugged sets while the steamers are going. Come for the egg coffee, stay for the songs.',
        },
        zh: {
          title: '不插电音乐早晨',
          description: '蒸笼冒着热气，街坊里的音乐人为大家带来不插电演出。为蛋咖啡而来，为歌声留下。',
        },
      },
      event_date: at(addDays(saturday, 8), '10:30'),
      max_participants: 40,
      current_participants: 18,
      image_url: '/demo/images/event-acoustic-morning.webp',
      is_active: true,
    },
    {
      id: '00000000-0000-4000-8000-000000000604',
      ...SEEDED,
      title: 'Kulturaustausch-Brunch: Geschichten zum Mondfest',
      description:
        'Mondkuchen, Tee und Geschichten rund um das Mondfest. Deutsch, Englisch und Mandarin am langen Tisch: ein Morgen, um sich mit Nachbarn aus aller Welt zu vernetzen.',
      translations: {
        en: {
          title: 'Cultural Exchange Brunch: Mid-Autumn Stories',
          description:
            'Mooncakes, tea and stories about the Mid-Autumn Festival. German, English and Mandarin at the long table: a morning to connect with neighbours from everywhere.',
        },
        zh: {
          title: '文化交流早午餐：中秋故事会',
          description:
            '月饼、茶和关于中秋节的故事。长桌上德语、英语和普通话交织：在这个早晨，结识来自世界各地的邻居。',
        },
      },
      event_date: at(addDays(saturday, 14), '10:00'),
      max_participants: 30,
      current_participants: 12,
      image_url: '/demo/images/event-cultural-exchange.webp',
      is_active: true,
    },
    {
      id: '00000000-0000-4000-8000-000000000605',
      ...SEEDED,
      title: 'Jianbing-Streetfood-Morgen',
      description:
        'Verschoben, bis unsere zweite Jianbing-Platte geliefert ist. Ein neuer Termin folgt bald.',
      translations: {
        en: {
          title: 'Jianbing Street Food Morning',
          description: 'Postponed until our second griddle arrives. A new date follows soon.',
        },
        zh: {
          title: '煎饼果子街头小吃早市',
          description: '第二台煎饼鏊子到货前暂时延期，新日期即将公布。',
        },
      },
      event_date: at(addDays(saturday, 7), '09:30'),
      max_participants: 30,
      current_participants: 0,
      image_url: '/demo/images/dish-jianbing.webp',
      is_active: false,
    },
    {
      id: '00000000-0000-4000-8000-000000000606',
      ...SEEDED,
      title: 'Workshop: Sojamilch selbst machen',
      description:
        'Von getrockneten Sojabohnen zu warmer Sojamilch und frischem Tofupudding, zum Abschluss gibt es Frühstück.',
      translations: {
        en: {
          title: 'Soy Milk Making Workshop',
          description:
            'From dried soybeans to warm soy milk and fresh tofu pudding, with a breakfast to finish.',
        },
        zh: {
          title: '自制豆浆工作坊',
          description: '从干黄豆到温热的豆浆和新鲜豆花，最后一起吃早餐。',
        },
      },
      event_date: at(addDays(today, -9), '09:30'),
      max_participants: 15,
      current_participants: 15,
      image_url: '/demo/images/cat-drinks.webp',
      is_active: true,
    },
    {
      id: '00000000-0000-4000-8000-000000000607',
      ...SEEDED,
      title: 'Jiaozi-Morgen zum Mondneujahr',
      description:
        'Gemeinsam Jiaozi falten, die Glück bringen sollen, dazu traditionelle Spiele für die Kinder.',
      translations: {
        en: {
          title: 'Lunar New Year Dumpling Morning',
          description: 'Folding dumplings together for good luck, with traditional games for the children.',
        },
        zh: {
          title: '新春包饺子之晨',
          description: '大家一起包饺子，讨个好彩头，还有为孩子们准备的传统游戏。',
        },
      },
      event_date: at(addDays(today, -23), '10:00'),
      max_participants: 30,
      current_participants: 30,
      image_url: '/demo/images/event-dim-sum-workshop.webp',
      is_active: true,
    },
  ];
};
