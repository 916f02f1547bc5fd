import type { ContentBlock } from '../../../domain/content/content-block';
import { SEEDED } from './seeded-at';

/*
 * The legal texts are in German, as German law asks of a Berlin business, and have no translations (decision
 * 0022). Every name, number and address in them is invented for the demo. The privacy page reads the
 * 'Restaurant:', 'Adresse:' and 'E-Mail:' lines, the confirmation e-mail the 'Telefon:' line as well. The
 * blocks guests read elsewhere (the about page, the footer's contact_details) are German with English and
 * Chinese translations (decision 0076).
 */
const OPERATOR_LINES = [
  'Restaurant: Tischlein',
  'Adresse: Musterstraße 12, 13353 Berlin',
  'E-Mail: hallo@tischlein.example',
].join('\n');

export const contentBlocks = (): ContentBlock[] => [
  {
    id: '00000000-0000-4000-8000-000000000701',
    ...SEEDED,
    section_name: 'hero',
    title: 'Chinesisches Frühstück, Berliner Morgen',
    content:
      'Dim Sum, Congee, Jianbing und frische Sojamilch, mit koreanischen, japanischen und vietnamesischen Akzenten. Jeden Morgen am langen Tisch im Wedding.',
    image_url: '/demo/images/hero.svg',
    is_active: true,
    translations: {
      en: {
        title: 'Chinese breakfast, Berlin mornings',
        content:
          'Dim sum, congee, jianbing and fresh soy milk, with Korean, Japanese and Vietnamese touches. Every morning at the long table in Wedding.',
      },
      zh: {
        title: '中式早餐，柏林清晨',
        content:
          '点心、粥、煎饼和新鲜豆浆，再添一点韩国、日本和越南风味。每天早上，都在 Wedding 区的长桌旁等你。',
      },
    },
  },
  {
    id: '00000000-0000-4000-8000-000000000702',
    ...SEEDED,
    section_name: 'about',
    title: 'Frühstück, das verbindet',
    content:
      'Tischlein heißt „kleiner Tisch“, ein Augenzwinkern zum Märchen vom Tischlein-deck-dich. Unseren deckt ein kleines Team aus Shanghai, Seoul und Berlin, und an ihm ist Platz für alle.',
    image_url: '/demo/images/gallery-community.webp',
    is_active: true,
    translations: {
      en: {
        title: 'Breakfast that connects',
        content:
          'Tischlein means "little table", a nod to the fairy tale table that sets itself. Ours is set by a small team from Shanghai, Seoul and Berlin, and it has room for everyone.',
      },
      zh: {
        title: '连接彼此的早餐',
        content:
          'Tischlein 在德语里是“小桌子”的意思，致敬那张会自己摆满饭菜的童话餐桌。我们的餐桌由一支来自上海、首尔和柏林的小团队布置，人人都有位置。',
      },
    },
  },
  {
    id: '00000000-0000-4000-8000-000000000703',
    ...SEEDED,
    section_name: 'team',
    title: 'Unser Team',
    content: 'Porträts unseres Küchen- und Serviceteams sind in Arbeit.',
    image_url: '/demo/images/about-team.webp',
    is_active: false,
    translations: {
      en: { title: 'Meet the team', content: 'Portraits of our kitchen and service team are on their way.' },
      zh: { title: '认识我们的团队', content: '厨房和服务团队的人物照片即将上线。' },
    },
  },
  {
    id: '00000000-0000-4000-8000-000000000709',
    ...SEEDED,
    section_name: 'values',
    title: 'Was uns wichtig ist',
    content: [
      'Frisch gemacht: Teig, Füllungen und Sojamilch entstehen jeden Morgen in unserer Küche.',
      'Ein Platz für alle: Studierende zahlen weniger, und am langen Tisch rückt man gern zusammen.',
      'Gute Nachbarschaft: Gemüse und Tofu kaufen wir bei kleinen Läden hier im Kiez.',
    ].join('\n'),
    image_url: null,
    is_active: true,
    translations: {
      en: {
        title: 'What matters to us',
        content: [
          'Made fresh: dough, fillings and soy milk are made in our kitchen every morning.',
          'A seat for everyone: students pay less, and at the long table people gladly make room.',
          'Good neighbours: we buy our vegetables and tofu from small shops around the corner.',
        ].join('\n'),
      },
      zh: {
        title: '我们在乎的事',
        content: [
          '新鲜现做：面皮、馅料和豆浆，每天早上都在我们的厨房里现做。',
          '人人有座：学生享受优惠价，长桌旁的大家也总乐意挪出位置。',
          '好邻居：蔬菜和豆腐都从街坊的小店采购。',
        ].join('\n'),
      },
    },
  },
  {
    id: '00000000-0000-4000-8000-000000000710',
    ...SEEDED,
    section_name: 'mission',
    title: 'Unsere Mission',
    content:
      'Ein Frühstück, das Heimweh lindert und Neugier weckt: Wer aus Asien nach Berlin gekommen ist, findet bei uns ein Stück Zuhause, und wer Berlin nie verlassen hat, entdeckt neue Morgenrituale.',
    image_url: null,
    is_active: true,
    translations: {
      en: {
        title: 'Our mission',
        content:
          'A breakfast that eases homesickness and sparks curiosity: anyone who came to Berlin from Asia finds a piece of home with us, and anyone who has never left Berlin discovers new morning rituals.',
      },
      zh: {
        title: '我们的使命',
        content:
          '用一顿早餐慰藉乡愁、点燃好奇：从亚洲来到柏林的人，能在这里找到家的味道；从未离开柏林的人，也能发现新的清晨仪式。',
      },
    },
  },
  {
    id: '00000000-0000-4000-8000-000000000704',
    ...SEEDED,
    section_name: 'impressum',
    title: 'Impressum',
    content: [
      'Angaben gemäß § 5 DDG',
      '',
      'Tischlein Frühstück & Gemeinschaft UG (haftungsbeschränkt)',
      'Musterstraße 12',
      '13353 Berlin',
      '',
      'Vertreten durch die Geschäftsführerin Mei Musterfrau',
      'Registergericht: Amtsgericht Charlottenburg, HRB 000000 B',
      'Umsatzsteuer-Identifikationsnummer: DE000000000',
      '',
      'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: Mei Musterfrau, Anschrift wie oben',
      '',
      'Hinweis: Dies ist eine Demo. Alle Angaben sind frei erfunden.',
    ].join('\n'),
    image_url: null,
    is_active: true,
    translations: {},
  },
  {
    id: '00000000-0000-4000-8000-000000000705',
    ...SEEDED,
    section_name: 'business_info',
    title: 'Geschäftsinformationen',
    content: [
      OPERATOR_LINES,
      'Telefon: 030 000 000 00 (Demo)',
      'Küche: chinesisches Frühstück mit koreanischen, japanischen und vietnamesischen Einflüssen',
    ].join('\n'),
    image_url: null,
    is_active: true,
    translations: {},
  },
  {
    id: '00000000-0000-4000-8000-000000000706',
    ...SEEDED,
    section_name: 'privacy_policy',
    title: 'Reservierungen',
    content: [
      'Wenn Sie einen Tisch reservieren, verarbeiten wir Ihren Namen, Ihre E-Mail-Adresse, auf Wunsch Ihre Telefonnummer, Datum, Uhrzeit, Personenzahl und Ihre besonderen Wünsche, um die Reservierung durchzuführen und Ihnen eine Bestätigung zu senden (Art. 6 Abs. 1 lit. b DSGVO).',
      'Wie lange wir diese Angaben aufbewahren, steht oben unter „Speicherdauer“; eine gesetzliche Aufbewahrungspflicht geht vor.',
    ].join('\n'),
    image_url: null,
    is_active: true,
    translations: {},
  },
  {
    id: '00000000-0000-4000-8000-000000000707',
    ...SEEDED,
    section_name: 'cookie_policy',
    title: 'Cookies',
    content: [
      'Diese Website verwendet nur technisch notwendige Cookies und Einträge im lokalen Speicher Ihres Browsers, etwa für Ihre Spracheinstellung und Ihre Cookie-Auswahl.',
      'Wir setzen keine Cookies für Tracking, Marketing oder Analyse ein. Ihre Auswahl können Sie jederzeit im Cookie-Banner ändern.',
    ].join('\n'),
    image_url: null,
    is_active: true,
    translations: {},
  },
  {
    id: '00000000-0000-4000-8000-000000000708',
    ...SEEDED,
    section_name: 'contact_details',
    title: 'Kontaktdaten',
    // Shown under the restaurant's address in the footer, so it adds to it rather than repeating it. The
    // rule for large groups is not written here: the footer says it from the booking rules.
    content: 'Reservierungen nehmen wir online und während der Öffnungszeiten telefonisch entgegen.',
    image_url: null,
    is_active: true,
    translations: {
      en: {
        title: 'Contact details',
        content: 'We take reservations online and by phone during opening hours.',
      },
      zh: {
        title: '联系方式',
        content: '营业时间内可在线或致电预订。',
      },
    },
  },
];
