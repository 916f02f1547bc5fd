import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isActiveListed, isPast, participationPercent } from '../../src/domain/event/admin-status';
import { dateLabel } from '../../src/domain/event/date-label';
import { FALLBACK_TAG, TAG_RULES, tagsFor } from '../../src/domain/event/tags';
import { addDays, restaurantDate, restaurantInstant } from '../../src/domain/shared/time';

// Filler made only of characters that occur in no keyword, so it can never form one.
const filler = fc.string({
  unit: fc.constantFrom('j', 'q', 'v', 'x', 'z', ' ', '1', '-', '!'),
  maxLength: 12,
});
const randomCase = (word: string, flips: readonly boolean[]) =>
  [...word].map((c, i) => (flips[i % Math.max(flips.length, 1)] ? c.toUpperCase() : c)).join('');

const ALL_KEYWORDS = TAG_RULES.flatMap((rule) =>
  rule.keywords.map((keyword) => ({ keyword, tag: rule.tag })),
);

describe('event tags', () => {
  it('gives each keyword its tag, in any case, in title or description', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALL_KEYWORDS),
        fc.array(fc.boolean(), { minLength: 1 }),
        filler,
        filler,
        fc.boolean(),
        ({ keyword, tag }, flips, before, after, inTitle) => {
          const text = `${before} ${randomCase(keyword, flips)} ${after}`;
          const tags = inTitle ? tagsFor(text, null) : tagsFor(before, text);
          expect(tags).toEqual([tag]);
        },
      ),
    );
  });

  it('lists the tags of any mix of keywords once each, in the fixed order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...ALL_KEYWORDS), filler, fc.boolean()), { maxLength: 10 }),
        filler,
        (parts, tail) => {
          const title = parts
            .filter(([, , t]) => t)
            .map(([k, f]) => `${f} ${k.keyword.toUpperCase()} `)
            .join('');
          const description =
            parts
              .filter(([, , t]) => !t)
              .map(([k, f]) => `${f} ${k.keyword} `)
              .join('') + tail;
          const present = new Set(parts.map(([k]) => k.tag));
          const expected = TAG_RULES.map((r) => r.tag).filter((t) => present.has(t));
          expect(tagsFor(title, description)).toEqual(expected.length > 0 ? expected : [FALLBACK_TAG]);
        },
      ),
    );
  });

  it("gives 'Event' alone exactly when there is no keyword", () => {
    fc.assert(
      fc.property(filler, fc.option(filler, { nil: null }), (title, description) => {
        expect(tagsFor(title, description)).toEqual(['Event']);
      }),
    );
    expect(tagsFor('Dim Sum Sunday', 'A traditional brunch for students')).toEqual([
      'Cooking',
      'Students',
      'Traditional',
      'Weekend Special',
    ]);
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
