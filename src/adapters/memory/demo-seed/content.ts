import type { ContentBlock } from '../../../domain/content/content-block';
import { SEEDED } from './seeded-at';

/*
 * The legal texts are in German, as German law asks of a Berlin business. Every name, number and address in
 * them is invented for the demo. The privacy page reads the 'Restaurant:', 'Adresse:' and 'E-Mail:' lines.
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
    title: 'Chinese breakfast, Berlin mornings',
    content:
      'Dim sum, congee, jianbing and fresh soy milk, with Korean, Japanese and Vietnamese touches. Every morning at the long table in Wedding.',
    image_url: '/demo/images/hero.svg',
    is_active: true,
  },
  {
    id: '00000000-0000-4000-8000-000000000702',
    ...SEEDED,
    section_name: 'about',
    title: 'Breakfast that connects',
    content:
      'Tischlein means "little table", a nod to the fairy tale table that sets itself. Ours is set by a small team from Shanghai, Seoul and Berlin, and it has room for everyone.',
    image_url: '/demo/images/gallery-community.svg',
    is_active: true,
  },
  {
    id: '00000000-0000-4000-8000-000000000703',
    ...SEEDED,
    section_name: 'team',
    title: 'Meet the team',
    content: 'Portraits of our kitchen and service team are on their way.',
    image_url: '/demo/images/about-team.svg',
    is_active: false,
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
  },
  {
    id: '00000000-0000-4000-8000-000000000705',
    ...SEEDED,
    section_name: 'business_info',
    title: 'Geschäftsinformationen',
    content: [
      OPERATOR_LINES,
      'Küche: chinesisches Frühstück mit koreanischen, japanischen und vietnamesischen Einflüssen',
    ].join('\n'),
    image_url: null,
    is_active: true,
  },
  {
    id: '00000000-0000-4000-8000-000000000706',
    ...SEEDED,
    section_name: 'privacy_policy',
    title: 'Reservierungen',
    content: [
      'Wenn Sie einen Tisch reservieren, verarbeiten wir Ihren Namen, Ihre E-Mail-Adresse, auf Wunsch Ihre Telefonnummer, Datum, Uhrzeit, Personenzahl und Ihre besonderen Wünsche, um die Reservierung durchzuführen und Ihnen eine Bestätigung zu senden (Art. 6 Abs. 1 lit. b DSGVO).',
      'Wir löschen diese Angaben sechs Monate nach dem Besuch, sofern keine gesetzliche Aufbewahrungspflicht besteht.',
    ].join('\n'),
    image_url: null,
    is_active: true,
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
  },
  {
    id: '00000000-0000-4000-8000-000000000708',
    ...SEEDED,
    section_name: 'contact_details',
    title: 'Kontaktdaten',
    content: [OPERATOR_LINES, 'Telefon: 030 000 000 00 (Demo)'].join('\n'),
    image_url: null,
    is_active: true,
  },
];
