import {
  WEEKDAYS,
  type BookingRules,
  type TimeRange,
  type Weekday,
} from '../../../domain/settings/booking-rules';
import type { RestaurantContact } from '../../../domain/settings/restaurant-contact';
import { text, type JsonLdNode } from './json-ld';

const DAY_OF_WEEK: Readonly<Record<Weekday, string>> = {
  '1': 'https://schema.org/Monday',
  '2': 'https://schema.org/Tuesday',
  '3': 'https://schema.org/Wednesday',
  '4': 'https://schema.org/Thursday',
  '5': 'https://schema.org/Friday',
  '6': 'https://schema.org/Saturday',
  '7': 'https://schema.org/Sunday',
};

const hours = (range: TimeRange) => ({
  '@type': 'OpeningHoursSpecification',
  opens: range.from,
  closes: range.to,
});

/**
 * The opening hours as schema.org says them, from the booking rules the form obeys: one entry per opening
 * range with every weekday that has exactly those ranges; each closed period and special opening from
 * `today` (yyyy-MM-dd) on with its dates (a closed day opens and closes at 00:00, as search engines read it).
 */
export const openingHoursSpecification = (rules: BookingRules, today: string): JsonLdNode[] => {
  const weeks = new Map<string, { days: Weekday[]; ranges: readonly TimeRange[] }>();
  for (const day of WEEKDAYS) {
    const ranges = rules.weeklyHours[day];
    if (ranges.length === 0) continue;
    const key = ranges.map((range) => `${range.from}-${range.to}`).join(',');
    const same = weeks.get(key);
    if (same) same.days.push(day);
    else weeks.set(key, { days: [day], ranges });
  }
  const weekly = [...weeks.values()].flatMap(({ days, ranges }) =>
    ranges.map((range) => ({ ...hours(range), dayOfWeek: days.map((day) => DAY_OF_WEEK[day]) })),
  );
  const closed = rules.closedPeriods
    .filter((period) => period.to >= today)
    .map((period) => ({
      ...hours({ from: '00:00', to: '00:00' }),
      validFrom: period.from,
      validThrough: period.to,
      description: text(period.note),
    }));
  const special = rules.specialOpenings
    .filter((opening) => opening.date >= today)
    .flatMap((opening) =>
      opening.hours.map((range) => ({
        ...hours(range),
        validFrom: opening.date,
        validThrough: opening.date,
      })),
    );
  return [...weekly, ...closed, ...special];
};

/** The address as schema.org's PostalAddress (the restaurant is in Germany). */
export const postalAddress = (contact: RestaurantContact): JsonLdNode => ({
  '@type': 'PostalAddress',
  streetAddress: text(contact.street),
  postalCode: text(contact.postalCode),
  addressLocality: text(contact.city),
  addressCountry: 'DE',
});

/** Where the restaurant is, for an Event's location and the Restaurant itself. */
export const restaurantPlace = (name: string, contact: RestaurantContact): JsonLdNode => ({
  '@type': 'Place',
  name,
  address: postalAddress(contact),
});

export interface RestaurantFacts {
  readonly name: string;
  readonly description: string;
  readonly contact: RestaurantContact;
  readonly rules: BookingRules;
  /** yyyy-MM-dd in Berlin: closures that are over are left out. */
  readonly today: string;
  /** What the kitchen serves, in the page's language. */
  readonly cuisines: readonly string[];
  /** The page's language (BCP 47). */
  readonly language: string;
  /** Site paths in the page's language; JSON-LD resolves them against the page's address. */
  readonly paths: { readonly home: string; readonly menu: string; readonly reservations: string };
  readonly image: string;
}

/** The home page's Restaurant: who, where, when open, what it serves, where to book and read the menu. */
export const restaurantJsonLd = (facts: RestaurantFacts): JsonLdNode => {
  const { contact } = facts;
  return {
    '@type': 'Restaurant',
    '@id': `${facts.paths.home}#restaurant`,
    name: facts.name,
    description: text(facts.description),
    url: facts.paths.home,
    image: facts.image,
    inLanguage: facts.language,
    telephone: text(contact.phone),
    email: text(contact.email),
    address: postalAddress(contact),
    geo:
      contact.latitude !== null && contact.longitude !== null
        ? { '@type': 'GeoCoordinates', latitude: contact.latitude, longitude: contact.longitude }
        : undefined,
    openingHoursSpecification: openingHoursSpecification(facts.rules, facts.today),
    servesCuisine: facts.cuisines,
    acceptsReservations: facts.paths.reservations,
    hasMenu: facts.paths.menu,
  };
};
