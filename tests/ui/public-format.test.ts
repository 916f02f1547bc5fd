// Dates, times and prices on the public site, per language and always in restaurant (Berlin) time.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TAG_RULES, FALLBACK_TAG } from '../../src/domain/event/tags';
import { readFileSync } from 'node:fs';
import {
  formatCalendarDate,
  formatDateLabel,
  formatDayMonth,
  formatEventTime,
  formatGermanCalendarDate,
  formatLongDate,
  formatPrice,
  weekdayName,
  weekdayShortName,
} from '../../src/ui/public/format';
import { eventTagKey } from '../../src/ui/public/events/event-tags';

const nbsp = (s: string) => s.replace(/\s/g, ' ');
const words = { today: 'Today', tomorrow: 'Tomorrow' };
// 8:30 in Berlin in winter (UTC+1) and 10:00 in summer (UTC+2).
const WINTER = '2026-01-05T07:30:00.000Z';
const SUMMER = '2026-07-04T08:00:00.000Z';

describe('public formatting', () => {
  it('writes a German long date without Intl as Intl writes it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1990, 0, 1) / 86_400_000, max: Date.UTC(2100, 0, 1) / 86_400_000 }),
        (day) => {
          const date = new Date(day * 86_400_000).toISOString().slice(0, 10);
          expect(formatGermanCalendarDate(date)).toBe(formatCalendarDate('de', date));
        },
      ),
      { examples: [[Date.UTC(2026, 2, 1) / 86_400_000], [Date.UTC(2026, 11, 31) / 86_400_000]] },
    );
  });

  it('writes euro prices as each language does', () => {
    expect(nbsp(formatPrice('de', 7.9))).toBe('7,90 €');
    expect(formatPrice('en', 7.9)).toBe('€7.90');
    expect(formatPrice('zh', 12)).toBe('€12.00');
  });

  it("shows event times as 'h:mm a' in English and on the 24-hour clock in German and Chinese", () => {
    expect(nbsp(formatEventTime('en', WINTER))).toBe('8:30 AM');
    expect(formatEventTime('de', WINTER)).toBe('8:30');
    expect(formatEventTime('zh', WINTER)).toBe('8:30');
    expect(nbsp(formatEventTime('en', '2026-01-05T14:15:00.000Z'))).toBe('3:15 PM');
    expect(formatEventTime('de', '2026-01-05T14:15:00.000Z')).toBe('15:15');
  });

  it('uses Berlin time across the change to summer time, whatever the machine zone', () => {
    expect(formatEventTime('de', SUMMER)).toBe('10:00');
    // 23:30 UTC on 4 July is already 5 July in Berlin.
    expect(formatLongDate('en', '2026-07-04T23:30:00.000Z')).toBe('July 5, 2026');
  });

  it("names the day: 'Today', 'Tomorrow', a weekday within the week, else a short date", () => {
    expect(formatDateLabel('en', { kind: 'today' }, WINTER, words)).toBe('Today');
    expect(formatDateLabel('en', { kind: 'tomorrow' }, WINTER, words)).toBe('Tomorrow');
    expect(formatDateLabel('en', { kind: 'weekday', weekday: 6 }, WINTER, words)).toBe('Saturday');
    expect(formatDateLabel('de', { kind: 'weekday', weekday: 0 }, WINTER, words)).toBe('Sonntag');
    expect(formatDateLabel('en', { kind: 'date' }, '2025-01-05T09:00:00.000Z', words)).toBe('Jan 5, 2025');
    expect(formatDateLabel('de', { kind: 'date' }, '2025-01-05T09:00:00.000Z', words)).toBe('5. Jan. 2025');
  });

  it('has a weekday name for every weekday number', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((d) => weekdayName('en', d))).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
  });

  it("dates press articles by their calendar day and the privacy statement in German ('23. November 2026')", () => {
    expect(formatCalendarDate('en', '2026-03-01')).toBe('March 1, 2026');
    expect(formatLongDate('de', new Date('2026-11-23T10:00:00Z'))).toBe('23. November 2026');
  });
});

describe('opening hours words', () => {
  it('names ISO weekdays short in each language, Monday first', () => {
    expect(['1', '7'].map((d) => weekdayShortName('de', d))).toEqual(['Mo', 'So']);
    expect(['1', '7'].map((d) => weekdayShortName('en', d))).toEqual(['Mon', 'Sun']);
    expect(['1', '7'].map((d) => weekdayShortName('zh', d))).toEqual(['周一', '周日']);
  });

  it('writes a closure date as day and month, on its own day in Berlin', () => {
    expect(formatDayMonth('de', '2026-12-24')).toBe('24. Dez.');
    expect(formatDayMonth('en', '2026-12-24')).toBe('Dec 24');
    expect(formatDayMonth('zh', '2026-12-24')).toBe('12月24日');
  });
});

describe('event tag labels', () => {
  it('has a translation in every language for every tag the domain can give', () => {
    for (const lng of ['de', 'en', 'zh']) {
      const homepage = JSON.parse(readFileSync(`locales/${lng}/homepage.json`, 'utf8'));
      for (const tag of [...TAG_RULES.map((r) => r.tag), FALLBACK_TAG]) {
        const [, , key] = eventTagKey(tag).split('.');
        expect(homepage.events.tags[key!], `${lng}: ${tag}`).toBeTruthy();
      }
    }
    expect(eventTagKey('Cultural Exchange')).toBe('events.tags.culturalExchange');
  });
});
