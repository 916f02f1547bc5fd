import {
  knowRestaurantOffsets,
  restaurantOffsetSpans,
  type RestaurantOffsetSpan,
} from '../../domain/shared/time';
import { knowFormattedTexts } from '../i18n/formatted-texts';

/**
 * What a prerendered page takes from the build's ICU, so that it hydrates without building an Intl format
 * (decision 0098): the dates, times and prices it shows as the build wrote them (src/ui/i18n/formatted-texts.ts)
 * and Berlin's offsets from UTC around the build (src/domain/shared/time.ts), which the restaurant's clock
 * reads instead of ICU. In the page as JSON in a <script> element with this id.
 */
export const FORMATS_ID = 'tischlein-formats';

export interface PrerenderedFormats {
  readonly texts: Readonly<Record<string, string>>;
  readonly offsets: readonly RestaurantOffsetSpan[];
}

const YEAR_MS = 365.25 * 24 * 3_600_000;

/**
 * Berlin's offsets from three years before the build (the past events and press a page lists) to two years
 * after it (a page's visitors and the events ahead): about ten spans, under 1 KB.
 */
export const offsetsAround = (at: Date): RestaurantOffsetSpan[] =>
  restaurantOffsetSpans(at.getTime() - 3 * YEAR_MS, at.getTime() + 2 * YEAR_MS);

/** The formats as JSON safe to put into a <script> element (`<` escaped). */
export const serializeFormats = (formats: PrerenderedFormats): string =>
  JSON.stringify(formats).replace(/</g, '\\u003c');

const isSpan = (value: unknown): value is RestaurantOffsetSpan =>
  typeof value === 'object' &&
  value !== null &&
  ['from', 'until', 'minutes'].every((key) => typeof (value as Record<string, unknown>)[key] === 'number');

/**
 * Starts the formats and the clock from the page's element, if it has one. A broken one is logged and
 * left out: Intl then writes every text, as on a page without it.
 */
export const startFromPrerenderedFormats = (document: Document): void => {
  const text = document.getElementById(FORMATS_ID)?.textContent;
  if (!text) return;
  try {
    const { texts, offsets } = JSON.parse(text) as Partial<PrerenderedFormats>;
    if (
      typeof texts !== 'object' ||
      texts === null ||
      !Object.values(texts).every((value) => typeof value === 'string') ||
      !Array.isArray(offsets) ||
      !offsets.every(isSpan)
    ) {
      throw new Error('not texts and offsets');
    }
    knowFormattedTexts(texts);
    knowRestaurantOffsets(offsets);
  } catch (error) {
    console.error('The prerendered formats could not be read', error);
  }
};
