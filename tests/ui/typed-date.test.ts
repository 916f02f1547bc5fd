import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTypedDate } from '../../src/ui/reservations/typed-date';

describe('parseTypedDate', () => {
  it('reads the date as each language writes it, and ISO', () => {
    for (const typed of [
      '24.11.2026',
      '24/11/2026',
      '2026/11/24',
      '2026年11月24日',
      '2026-11-24',
      ' 24.11.26 ',
    ])
      expect(parseTypedDate(typed), typed).toBe('2026-11-24');
    expect(parseTypedDate('1.2.2027')).toBe('2027-02-01');
  });

  it('refuses days that do not exist and text that is no date', () => {
    for (const typed of [
      '31.02.2027',
      '29.02.2027',
      '2026-13-01',
      '00.01.2026',
      'morgen',
      '',
      '24.11',
      '11/24/2026',
    ])
      expect(parseTypedDate(typed), typed).toBeNull();
    expect(parseTypedDate('29.02.2028')).toBe('2028-02-29');
  });

  it('reads back every real date it is given in German, British and ISO form', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (d) => {
          const iso = d.toISOString().slice(0, 10);
          const [y, m, day] = iso.split('-');
          expect(parseTypedDate(iso)).toBe(iso);
          expect(parseTypedDate(`${Number(day)}.${Number(m)}.${y}`)).toBe(iso);
          expect(parseTypedDate(`${day}/${m}/${y}`)).toBe(iso);
        },
      ),
    );
  });
});
