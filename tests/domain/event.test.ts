import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isActiveListed, isPast, participationPercent } from '../../src/domain/event/admin-status';
import { dateLabel } from '../../src/domain/event/date-label';
import { FALLBACK_TAG, TAG_RULES, tagsFor } from '../../src/domain/event/tags';
import { addDays, restaurantDate, restaurantInstant } from '../../src/domain/shared/time';
import { events } from '../../src/adapters/memory/demo-seed/events';

type Texts = { readonly title: string; readonly description: string | null };
/** Where a keyword can stand: the German columns, or the English or Chinese translation. */
type Place = 'de' | 'en' | 'zh';

/** An event whose title and description in `place` are the given texts, the others free of keywords. */
const eventWith = (place: Place, texts: Texts) => ({
  title: place === 'de' ? texts.title : 'Morgen',
  description: place === 'de' ? texts.description : null,
  translations:
    place === 'de'
      ? {}
      : { [place]: { title: texts.title, ...(texts.description ? { description: texts.description } : {}) } },
});

const ALL_KEYWORDS = TAG_RULES.flatMap((rule) =>
  Object.values(rule.keywords).flatMap((words) => words.map((keyword) => ({ keyword, tag: rule.tag }))),
);
const KEYWORD_CHARS = new Set(ALL_KEYWORDS.flatMap(({ keyword }) => [...keyword]));

// Filler made only of characters that occur in no keyword, so it can never form one.
const filler = fc.string({
  unit: fc.constantFrom(...[...'jqx 1!?.·'].filter((c) => !KEYWORD_CHARS.has(c))),
  maxLength: 12,
});
const randomCase = (word: string, flips: readonly boolean[]) =>
  [...word].map((c, i) => (flips[i % Math.max(flips.length, 1)] ? c.toUpperCase() : c)).join('');
const place = fc.constantFrom<Place>('de', 'en', 'zh');

describe('event tags', () => {
  it('has words for every tag in German, English and Chinese, in lower case', () => {
    for (const rule of TAG_RULES) {
      for (const language of ['de', 'en', 'zh'] as const) {
        expect(rule.keywords[language].length, `${rule.tag} ${language}`).toBeGreaterThan(0);
        for (const word of rule.keywords[language]) expect(word).toBe(word.toLowerCase());
      }
    }
  });

  it('gives each keyword its tag, in any case, in the title or description of any language', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALL_KEYWORDS),
        fc.array(fc.boolean(), { minLength: 1 }),
        filler,
        filler,
        fc.boolean(),
        place,
        ({ keyword, tag }, flips, before, after, inTitle, where) => {
          const text = `${before} ${randomCase(keyword, flips)} ${after}`;
          const texts = inTitle ? { title: text, description: null } : { title: before, description: text };
          expect(tagsFor(eventWith(where, texts))).toEqual([tag]);
        },
      ),
    );
  });

  it('lists the tags of any mix of keywords and languages once each, in the fixed order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...ALL_KEYWORDS), filler, place, fc.boolean()), { maxLength: 10 }),
        filler,
        (parts, tail) => {
          const textIn = (where: Place, inTitle: boolean) =>
            parts
              .filter(([, , p, t]) => p === where && t === inTitle)
              .map(([k, f]) => `${f} ${k.keyword.toUpperCase()} `)
              .join('') + tail;
          const event = {
            title: textIn('de', true),
            description: textIn('de', false),
            translations: {
              en: { title: textIn('en', true), description: textIn('en', false) },
              zh: { title: textIn('zh', true), description: textIn('zh', false) },
            },
          };
          const present = new Set(parts.map(([k]) => k.tag));
          const expected = TAG_RULES.map((r) => r.tag).filter((t) => present.has(t));
          expect(tagsFor(event)).toEqual(expected.length > 0 ? expected : [FALLBACK_TAG]);
        },
      ),
    );
  });

  it("gives 'Event' alone exactly when there is no keyword", () => {
    fc.assert(
      fc.property(filler, fc.option(filler, { nil: null }), place, (title, description, where) => {
        expect(tagsFor(eventWith(where, { title, description }))).toEqual(['Event']);
      }),
    );
  });

  // Titles as staff write them, in each of the three languages.
  it.each([
    ['Musikmorgen unplugged', ['Music']],
    ['Akustik-Brunch im Hof', ['Music', 'Weekend Special']],
    ['Dim-Sum-Workshop: Har Gow falten', ['Workshop', 'Cooking']],
    ['Tofu selber machen', ['Workshop']],
    ['Kochkurs für Studierende', ['Cooking', 'Students']],
    ['Kulturabend der Gemeinschaft', ['Community', 'Cultural Exchange']],
    ['Traditionelles Frühstück zum Mondfest', ['Traditional', 'Weekend Special']],
    ['Nachbarn vernetzen sich', ['Community']],
    ['Acoustic Music Morning', ['Music']],
    ['Soy Milk Making Workshop', ['Workshop']],
    ['Connect over cooking', ['Community', 'Cooking']],
    ['Student Breakfast Club', ['Students', 'Weekend Special']],
    ['Cultural Exchange Brunch', ['Cultural Exchange', 'Weekend Special']],
    ['不插电音乐早晨', ['Music']],
    ['点心工作坊：亲手包虾饺', ['Workshop', 'Cooking']],
    ['社区传统节日', ['Community', 'Traditional']],
    ['文化交流早午餐', ['Cultural Exchange', 'Weekend Special']],
    ['学生早餐会', ['Students', 'Weekend Special']],
    ['厨艺分享，结识新朋友', ['Community', 'Cooking']],
    ['Lesung im Café', ['Event']],
    ['Poetry reading', ['Event']],
    ['诗歌朗诵会', ['Event']],
  ])('tags “%s” with %j', (title, tags) => {
    expect(tagsFor({ title, description: null, translations: {} })).toEqual(tags);
  });

  it('reads the translated titles too: an event tagged in one language is tagged so in all', () => {
    const concert = {
      title: 'Abend im Hof',
      description: null,
      translations: { zh: { title: '庭院音乐会' } },
    };
    expect(tagsFor(concert)).toEqual(['Music']);
    expect(tagsFor({ ...concert, translations: { en: { title: 'Brunch in the yard' } } })).toEqual([
      'Weekend Special',
    ]);
  });

  it('gives every seeded event the same tags from its German, its English and its Chinese texts alone', () => {
    for (const event of events(new Date('2026-06-15T10:00:00Z'))) {
      const german = tagsFor({ ...event, translations: {} });
      for (const language of ['en', 'zh'] as const) {
        const texts = event.translations[language];
        expect(texts?.title, `${event.title} ${language}`).toBeTruthy();
        const translated = tagsFor({
          title: texts?.title ?? '',
          description: texts?.description ?? null,
          translations: {},
        });
        expect(translated, `${event.title} in ${language}`).toEqual(german);
      }
    }
  });
});

describe('event date label', () => {
  const weekdayInBerlin = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Berlin', weekday: 'short' });
  const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const span = {
    min: new Date('2025-01-01T00:00:00Z'),
    max: new Date('2028-12-31T00:00:00Z'),
    noInvalidDate: true,
  };
  const hhmm = fc
    .tuple(fc.integer({ min: 4, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);

  it('names the day by restaurant calendar days ahead', () => {
    fc.assert(
      fc.property(fc.date(span), fc.integer({ min: -3, max: 10 }), hhmm, (now, days, time) => {
        const event = restaurantInstant(addDays(restaurantDate(now), days), time);
        const label = dateLabel(event.toISOString(), now);
        if (days === 0) expect(label).toEqual({ kind: 'today' });
        else if (days === 1) expect(label).toEqual({ kind: 'tomorrow' });
        else if (days >= 2 && days <= 6) {
          expect(label).toEqual({
            kind: 'weekday',
            weekday: WEEKDAYS.indexOf(weekdayInBerlin.format(event)),
          });
        } else expect(label).toEqual({ kind: 'date' });
      }),
      { numRuns: 500 },
    );
  });

  it("counts Berlin's midnight, not the visitor's or UTC's", () => {
    // 23:00 in Berlin on 14 June is 21:00 UTC; an event at 00:30 Berlin time the next night is tomorrow.
    expect(dateLabel('2026-06-14T22:30:00.000Z', new Date('2026-06-14T21:00:00Z'))).toEqual({
      kind: 'tomorrow',
    });
    expect(dateLabel('2026-06-14T21:59:00.000Z', new Date('2026-06-14T21:00:00Z'))).toEqual({
      kind: 'today',
    });
  });
});

describe('event admin status', () => {
  const at = fc.integer({ min: Date.parse('2025-01-01'), max: Date.parse('2029-01-01') });

  it('is past exactly before now, and listed as active only when active and not past', () => {
    fc.assert(
      fc.property(at, at, fc.boolean(), (eventMs, nowMs, is_active) => {
        const event = { event_date: new Date(eventMs).toISOString(), is_active };
        const now = new Date(nowMs);
        expect(isPast(event, now)).toBe(eventMs < nowMs);
        expect(isActiveListed(event, now)).toBe(is_active && eventMs >= nowMs);
      }),
    );
  });

  it('shows participation between 0 and 100 percent, full when booked out or over', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 0, max: 2000 }), (max, current) => {
        const percent = participationPercent({ max_participants: max, current_participants: current });
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
        if (current >= max) expect(percent).toBe(100);
        else expect(percent).toBeCloseTo((current / max) * 100);
      }),
    );
    expect(participationPercent({ max_participants: 30, current_participants: 12 })).toBe(40);
  });
});
