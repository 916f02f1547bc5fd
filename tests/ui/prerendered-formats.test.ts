// @vitest-environment jsdom
// A prerendered page's dates, prices and Berlin offsets as the build wrote them (src/ui/app/
// prerendered-formats.ts): the build records what a page formats, the browser starts from it and builds
// no Intl format for it; a text the page did not have is written by Intl as before.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { knowRestaurantOffsets, restaurantDate } from '../../src/domain/shared/time';
import {
  FORMATS_ID,
  serializeFormats,
  startFromPrerenderedFormats,
} from '../../src/ui/app/prerendered-formats';
import { recordFormattedTexts } from '../../src/ui/i18n/formatted-texts';
import { formatDayMonth, formatNumber, formatPrice } from '../../src/ui/public/format';
import { formatBookingDate } from '../../src/ui/reservations/booking-format';

afterEach(() => {
  document.body.innerHTML = '';
  knowRestaurantOffsets([]);
  vi.restoreAllMocks();
});

const page = (json: string) => {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FORMATS_ID;
  element.textContent = json;
  document.body.append(element);
};

describe('prerendered formats', () => {
  it('records every text a page asks for, and only while recording', () => {
    formatPrice('de', 1.25);
    const stop = recordFormattedTexts();
    formatPrice('en', 7.9);
    formatDayMonth('de', '2026-12-24');
    formatBookingDate('en', '2026-06-20');
    formatNumber('de', 1.5);
    const recorded = stop();
    formatPrice('de', 2.5);
    expect(recorded).toEqual({
      'price|en|7.9': '€7.90',
      'day-month|de|2026-12-24': '24. Dez.',
      'booking-date|en|2026-06-20': 'Saturday, 20 June 2026',
      'number|de|1.5': '1,5',
    });
  });

  it('are used instead of Intl, which builds none of them; other texts come from Intl', () => {
    page(
      serializeFormats({
        texts: { 'price|de|99.5': '99,50 € (from the build)' },
        offsets: [{ from: Date.UTC(2030, 0, 1), until: Date.UTC(2030, 1, 1), minutes: 600 }],
      }),
    );
    startFromPrerenderedFormats(document);
    const dateFormat = vi.spyOn(Intl, 'DateTimeFormat');
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    expect(formatPrice('de', 99.5)).toBe('99,50 € (from the build)');
    // 20:00 UTC is the next day at UTC+10: the page's offset answered, not ICU's Berlin.
    expect(restaurantDate(new Date(Date.UTC(2030, 0, 10, 20)))).toBe('2030-01-11');
    expect(dateFormat).not.toHaveBeenCalled();
    expect(numberFormat).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    expect(formatPrice('en', 99.5)).toBe('€99.50');
    expect(restaurantDate(new Date(Date.UTC(2030, 2, 10, 20)))).toBe('2030-03-10');
  });

  it('keep "<" out of the page and read back what they wrote', () => {
    const json = serializeFormats({ texts: { 'x|de|</script>': '</script>' }, offsets: [] });
    expect(json).not.toContain('<');
    page(json);
    startFromPrerenderedFormats(document);
    expect(formatPrice('de', 0)).toBe(formatPrice('de', 0));
  });

  it('are logged and left out when the page holds something else', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    page('{"texts":{"price|de|3.5":3.5},"offsets":[]}');
    startFromPrerenderedFormats(document);
    expect(logged).toHaveBeenCalledWith('The prerendered formats could not be read', expect.any(Error));
    expect(formatPrice('de', 3.5).replace(/\s/g, ' ')).toBe('3,50 €');
    page('not json');
    document.getElementById(FORMATS_ID)!.textContent = 'not json';
    startFromPrerenderedFormats(document);
    expect(logged).toHaveBeenCalledTimes(2);
  });
});
