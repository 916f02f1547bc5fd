import type { CuisineType } from '../../domain/menu/menu-item';

/** What the demo's image generator draws from; the same dish always gives the same picture. */
export interface DishSketch {
  readonly name: string;
  readonly ingredients: string;
  readonly cuisine: CuisineType;
}

/** The demo's warm palette, as in its seeded pictures: mustard, chili, jade, soy, orange and gold. */
const BACKGROUNDS = ['#f2b134', '#c2412d', '#2f7d6d', '#7a4b2a', '#e07a3f', '#d9a441'] as const;
const ACCENTS = ['#c2412d', '#2f7d6d', '#7a4b2a', '#e07a3f', '#d9a441', '#9e3222'] as const;

/** Ingredient colours by what the word says; anything else takes an accent of the palette. */
const INGREDIENT_COLOURS: readonly (readonly [RegExp, string])[] = [
  [/egg|ei\b|yolk|tamago|custard/i, '#f6c945'],
  [/beef|bulgogi|rind|brisket|steak/i, '#7a3b1f'],
  [/pork|char siu|bacon|schwein/i, '#b5523b'],
  [/chicken|huhn|duck|ente/i, '#d9a066'],
  [/shrimp|prawn|garnele|salmon|lachs|fish|fisch/i, '#f08a6c'],
  [/tofu|rice|reis|noodle|nudel|bao|bun|flour|mehl|dough|teig|starch/i, '#fbf1dc'],
  [
    /scallion|spring onion|frühlingszwiebel|herb|kräuter|coriander|koriander|basil|basilikum|mint|minze|cucumber|gurke|lettuce|salat|pak choi|bok choy|spinach|spinat|matcha|kimchi leaves|lime|limette/i,
    '#5aa36a',
  ],
  [/chili|chilli|gochujang|kimchi|pepper|paprika|sriracha/i, '#c9302c'],
  [/carrot|karotte|möhre|mango|pumpkin|kürbis|sweet potato|süßkartoffel/i, '#ec8a2f'],
  [/mushroom|pilz|shiitake|soy|soja|sesame oil|hoisin|coffee|kaffee/i, '#6b4a35'],
  [/sesame|sesam|peanut|erdnuss|nut|nuss/i, '#ecd9a8'],
  [/berry|beere|strawberr|erdbeer|red bean|rote bohne|plum|pflaume/i, '#a8324a'],
];

const MAX_PIECES = 9;

/** FNV-1a: a small, stable hash of a string. */
const hash = (text: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
};

/** mulberry32: numbers in [0, 1) that follow from the seed alone. */
const randomFrom = (seed: number) => {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const pick = <T>(list: readonly T[], random: () => number): T => list[Math.floor(random() * list.length)]!;

/** Text as XML character data: escaped, without the control characters and lone surrogates XML forbids. */
const escapeXml = (text: string) =>
  text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(
      /[&<>"']/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
    );

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

const ingredientsOf = (text: string) =>
  text
    .split(/[,;\n]|\band\b|\bund\b|、|，/)
    .map((part) => part.trim())
    .filter(Boolean)
    .slice(0, MAX_PIECES);

const colourOf = (ingredient: string, random: () => number) =>
  INGREDIENT_COLOURS.find(([pattern]) => pattern.test(ingredient))?.[1] ?? pick(ACCENTS, random);

const n = (value: number) => Math.round(value * 10) / 10;

/** One ingredient as a few shapes scattered over the food, whose mound is an ellipse around (cx, cy). */
const pieces = (
  ingredient: string,
  index: number,
  count: number,
  random: () => number,
  cx: number,
  cy: number,
) => {
  const colour = colourOf(ingredient, random);
  const shape = Math.floor(random() * 3);
  const size = 14 + random() * 12;
  return Array.from({ length: 3 }, (_, k) => {
    const angle = ((index + k / 3) / Math.max(count, 1)) * Math.PI * 2 + random() * 0.9;
    const reach = 0.15 + random() * 0.75;
    const x = n(cx + Math.cos(angle) * 150 * reach);
    const y = n(cy - 14 + Math.sin(angle) * 52 * reach);
    const r = n(size * (0.8 + random() * 0.4));
    const turn = Math.round(random() * 180);
    const outline = 'stroke="#2a0d09" stroke-opacity=".18" stroke-width="2"';
    if (shape === 0) return `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" ${outline}/>`;
    if (shape === 1) {
      return `<ellipse cx="${x}" cy="${y}" rx="${n(r * 1.6)}" ry="${n(r * 0.7)}" fill="${colour}" ${outline} transform="rotate(${turn} ${x} ${y})"/>`;
    }
    return `<path d="M${x} ${n(y - r)}Q${n(x + r)} ${y} ${x} ${n(y + r)}Q${n(x - r)} ${y} ${x} ${n(y - r)}Z" fill="${colour}" ${outline} transform="rotate(${turn} ${x} ${y})"/>`;
  }).join('');
};

/** The tableware of each kitchen, as the prompt describes it (domain/menu/ai-prompt.ts). */
const TABLEWARE: Readonly<
  Record<
    CuisineType,
    { readonly under: string; readonly food: readonly [number, number]; readonly mound: string }
  >
> = {
  korean: {
    under: [
      '<circle cx="130" cy="300" r="62" fill="#f4efe6" stroke="#d8cbb8" stroke-width="5"/>',
      '<circle cx="130" cy="300" r="40" fill="#c9302c"/>',
      '<circle cx="670" cy="290" r="62" fill="#f4efe6" stroke="#d8cbb8" stroke-width="5"/>',
      '<circle cx="670" cy="290" r="40" fill="#5aa36a"/>',
      '<ellipse cx="400" cy="440" rx="230" ry="96" fill="#1f1b19"/>',
      '<path d="M170 380Q400 560 630 380Z" fill="#2f2a27"/>',
      '<ellipse cx="400" cy="380" rx="230" ry="82" fill="#3d3632"/>',
    ].join(''),
    food: [400, 378],
    mound: '#e9d8b9',
  },
  japanese: {
    under: [
      '<rect x="140" y="290" width="520" height="190" rx="30" fill="#f1ece3" stroke="#cfc4b3" stroke-width="5"/>',
      '<rect x="160" y="306" width="480" height="158" rx="22" fill="none" stroke="#2f4a6d" stroke-width="3"/>',
      '<path d="M560 230l170 -46M572 246l170 -46" stroke="#5b3a22" stroke-width="10" stroke-linecap="round"/>',
    ].join(''),
    food: [400, 392],
    mound: '#fbf1dc',
  },
  chinese: {
    under: [
      '<circle cx="130" cy="250" r="100" fill="#d7b27a" stroke="#a9824c" stroke-width="8"/>',
      '<path d="M52 226h156M46 256h168M54 286h152" stroke="#a9824c" stroke-width="5"/>',
      '<ellipse cx="420" cy="410" rx="300" ry="122" fill="#fdfcf8" stroke="#2d5fa8" stroke-width="10"/>',
      '<ellipse cx="420" cy="410" rx="254" ry="98" fill="none" stroke="#2d5fa8" stroke-width="3" stroke-dasharray="12 9"/>',
      '<path d="M700 230l44 250M724 226l44 250" stroke="#7a4b2a" stroke-width="9" stroke-linecap="round"/>',
    ].join(''),
    food: [420, 404],
    mound: '#f6ead2',
  },
  vietnamese: {
    under: [
      '<rect x="70" y="280" width="660" height="220" rx="34" fill="#c99a63" stroke="#a57a48" stroke-width="5"/>',
      '<path d="M100 330h600M100 400h600M100 460h600" stroke="#b88752" stroke-width="4"/>',
      '<ellipse cx="400" cy="392" rx="220" ry="92" fill="#fdfaf2" stroke="#e4d9c4" stroke-width="6"/>',
      '<path d="M640 320a44 44 0 0 1 62 44z" fill="#8cc152"/><path d="M120 470a40 40 0 0 1 58 -40z" fill="#8cc152"/>',
    ].join(''),
    food: [400, 390],
    mound: '#f3e2bf',
  },
  fusion: {
    under: [
      '<rect x="110" y="280" width="580" height="220" rx="46" fill="#26282c"/>',
      '<rect x="122" y="290" width="556" height="200" rx="40" fill="#3a3d42"/>',
      '<g fill="#f2b134"><circle cx="180" cy="330" r="8"/><circle cx="630" cy="458" r="9"/></g>',
      '<g fill="#c2412d"><circle cx="640" cy="330" r="7"/><circle cx="170" cy="452" r="8"/></g>',
    ].join(''),
    food: [400, 392],
    mound: '#e9b872',
  },
};

/**
 * Draws the offline demo's "AI" picture of a dish: the kitchen's tableware, the ingredients as shapes on the
 * food, the dish's name and a "Demo image" label, in the demo's warm palette. No network, no model: it only
 * stands in for the real generator, so it says so on the picture.
 */
export const drawDishIllustration = ({ name, ingredients, cuisine }: DishSketch): string => {
  const random = randomFrom(
    hash(`${cuisine}|${name.trim().toLowerCase()}|${ingredients.trim().toLowerCase()}`),
  );
  const background = pick(BACKGROUNDS, random);
  const glow = pick(ACCENTS, random);
  const { under, food, mound } = TABLEWARE[cuisine];
  const [cx, cy] = food;
  const parts = ingredientsOf(ingredients);
  const shapes = parts.map((part, index) => pieces(part, index, parts.length, random, cx, cy)).join('');
  const sesame = Array.from({ length: 10 }, () => {
    const angle = random() * Math.PI * 2;
    const reach = random() * 0.85;
    return `<ellipse cx="${n(cx + Math.cos(angle) * 150 * reach)}" cy="${n(cy - 14 + Math.sin(angle) * 50 * reach)}" rx="4" ry="2" fill="#fbf6ee" opacity=".9"/>`;
  }).join('');
  const steam = [-60, 0, 60]
    .map((dx) => {
      const x = cx + dx;
      return `<path d="M${x} ${cy - 110}c-18 -22 18 -38 0 -60s18 -38 0 -60" stroke="#fbf6ee" stroke-width="7" fill="none" stroke-linecap="round" opacity=".45"/>`;
    })
    .join('');
  const title = clip(name.trim() || 'Dish', 42);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">',
    `<title>Demo image: ${escapeXml(title)}</title>`,
    `<rect width="800" height="600" fill="${background}"/>`,
    `<circle cx="${n(560 + random() * 160)}" cy="${n(80 + random() * 60)}" r="170" fill="${glow}" opacity=".14"/>`,
    `<circle cx="${n(60 + random() * 120)}" cy="520" r="150" fill="#fbf6ee" opacity=".2"/>`,
    under,
    steam,
    `<ellipse cx="${cx}" cy="${cy - 8}" rx="178" ry="70" fill="${mound}"/>`,
    `<ellipse cx="${cx - 30}" cy="${cy - 30}" rx="110" ry="34" fill="#ffffff" opacity=".25"/>`,
    shapes,
    sesame,
    '<rect x="24" y="24" width="176" height="44" rx="22" fill="#2a0d09" opacity=".78"/>',
    '<text x="112" y="53" text-anchor="middle" font-family="system-ui, sans-serif" font-size="20" font-weight="600" fill="#fbf6ee">Demo image</text>',
    '<rect x="0" y="520" width="800" height="80" fill="#2a0d09" opacity=".72"/>',
    `<text x="400" y="570" text-anchor="middle" font-family="Georgia, serif" font-size="32" fill="#fbf6ee">${escapeXml(title)}</text>`,
    '</svg>',
  ].join('\n');
};
