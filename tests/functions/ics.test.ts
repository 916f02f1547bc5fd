// The calendar file is valid RFC 5545 whatever the guest typed: folded lines of at most 75 octets, CRLF,
// escaped text that ical.js reads back unchanged, and the slot at the right instant across both DST changes.
import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';

import { calendarFile, foldLine, type CalendarEvent } from '../../supabase/functions/_shared/ics';
import { TIME_SLOTS } from '../../src/domain/reservation/slots';
import { restaurantInstant } from '../../src/domain/shared/time';

const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: 'abc@tischlein',
  stamp: new Date('2030-01-02T09:00:00.123Z'),
  date: '2030-07-04',
  time: '10:30',
  durationMinutes: 120,
  summary: 'Tisch bei Tischlein (4 Personen)',
  location: 'Tischlein, Musterstraße 12, 13353 Berlin',
  description: 'Datum: Donnerstag\nUhrzeit: 10:30',
  status: 'TENTATIVE',
  ...overrides,
});

const read = (ics: string) => {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { calendar, vevent, event: new ICAL.Event(vevent) };
};

const octets = (line: string) => new TextEncoder().encode(line).length;

describe('calendarFile', () => {
  it('writes CRLF lines with a VTIMEZONE for Europe/Berlin and a local DTSTART in it', () => {
    const ics = calendarFile(event());
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n');
    expect(lines).toContain('DTSTART;TZID=Europe/Berlin:20300704T103000');
    expect(lines).toContain('DTSTAMP:20300102T090000Z');
    expect(lines).toContain('DURATION:PT2H0M');
    const { calendar, vevent } = read(ics);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
    expect(vevent.getFirstPropertyValue('uid')).toBe('abc@tischlein');
  });

  it('puts every slot at its Berlin instant, on ordinary days and on both DST change days', () => {
    for (const date of ['2030-01-15', '2030-07-04', '2030-03-31', '2030-10-27']) {
      for (const time of TIME_SLOTS) {
        const { event: parsed } = read(calendarFile(event({ date, time })));
        expect(parsed.startDate.toJSDate().toISOString(), `${date} ${time}`).toBe(
          restaurantInstant(date, time).toISOString(),
        );
      }
    }
  });

  it('folds long lines at 75 octets without splitting a character, and text survives a round trip', () => {
    const tricky = fc.constantFrom(
      '\\',
      ';',
      ',',
      ':',
      '\n',
      '\r\n',
      '\r',
      '\t',
      '\u0007',
      '订',
      'ä',
      '🥟',
      ' ',
    );
    const text = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 300 }),
      fc.string({ unit: tricky, maxLength: 120 }),
    );
    // What a calendar shows: control characters other than tab and line breaks dropped, then every line break
    // (CRLF, CR or LF) as one \n.
    const shown = (value: string) =>
      value
        // eslint-disable-next-line no-control-regex
        .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
        .replace(/\r\n|\r/g, '\n');
    fc.assert(
      fc.property(text, text, text, (summary, location, description) => {
        const ics = calendarFile(event({ summary, location, description }));
        for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
        const { vevent } = read(ics);
        expect(vevent.getFirstPropertyValue('summary') ?? '').toBe(shown(summary));
        if (location) expect(vevent.getFirstPropertyValue('location') ?? '').toBe(shown(location));
        if (description) expect(vevent.getFirstPropertyValue('description') ?? '').toBe(shown(description));
      }),
      { numRuns: 300 },
    );
  });

  it('folds Chinese text on character boundaries', () => {
    const folded = foldLine(`SUMMARY:${'订座'.repeat(40)}`);
    const lines = folded.split('\r\n ');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe(`SUMMARY:${'订座'.repeat(40)}`);
    for (const [i, line] of lines.entries()) expect(octets(line)).toBeLessThanOrEqual(i === 0 ? 75 : 74);
  });
});
