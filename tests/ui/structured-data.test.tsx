import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { events as seedEvents } from '../../src/adapters/memory/demo-seed/events';
import { menuCategories, menuItems } from '../../src/adapters/memory/demo-seed/menu';
import type { RestaurantEvent } from '../../src/domain/event/event';
import type { MenuItem } from '../../src/domain/menu/menu-item';
import { DEFAULT_BOOKING_RULES, weekOf, type BookingRules } from '../../src/domain/settings/booking-rules';
import {
  DEFAULT_RESTAURANT_CONTACT,
  type RestaurantContact,
} from '../../src/domain/settings/restaurant-contact';
import { restaurantIsoString } from '../../src/domain/shared/time';
import { eventJsonLd } from '../../src/ui/public/structured-data/events';
import { jsonLdDocument, jsonLdText, type JsonLdDocument } from '../../src/ui/public/structured-data/json-ld';
import { JsonLdScript } from '../../src/ui/public/structured-data/json-ld-script';
import { menuJsonLd } from '../../src/ui/public/structured-data/menu';
import { restaurantJsonLd, restaurantPlace } from '../../src/ui/public/structured-data/restaurant';
import { jsonLdScripts, nodesOf, schemaOrgErrors } from '../support/schema-org';

/** The document as a search engine reads it: rendered by React into HTML, then parsed from the HTML. */
const throughHtml = (document: JsonLdDocument) => {
  const scripts = jsonLdScripts(renderToString(<JsonLdScript document={document} />));
  expect(scripts).toHaveLength(1);
  return scripts[0]!;
};

const restaurant = (
  rules: BookingRules = DEFAULT_BOOKING_RULES,
  contact: RestaurantContact = DEFAULT_RESTAURANT_CONTACT,
) =>
  jsonLdDocument(
    restaurantJsonLd({
      name: 'Tischlein',
      description: 'Frühstück in Berlin-Wedding',
      contact,
      rules,
      today: '2026-12-01',
      cuisines: ['Chinesisch', 'Frühstück'],
      language: 'de',
      paths: { home: '/', menu: '/menu', reservations: '/reservations' },
      image: '/demo/images/hero.svg',
    }),
  );

const menu = (items: readonly MenuItem[] = menuItems()) =>
  jsonLdDocument(
    menuJsonLd({
      name: 'Speisekarte',
      path: '/menu',
      language: 'de',
      categories: menuCategories(),
      items,
      studentPriceName: 'Studierendenpreis',
    }),
  );

const NOW = new Date('2026-12-01T09:00:00Z');
const eventsDocument = (events: readonly RestaurantEvent[] = seedEvents(NOW)) =>
  jsonLdDocument(
    events.map((event) =>
      eventJsonLd(event, {
        location: restaurantPlace('Tischlein', DEFAULT_RESTAURANT_CONTACT),
        organizer: { name: 'Tischlein', url: '/' },
        signUpPath: (e) => `/reservations?event=${e.id}`,
        language: 'de',
      }),
    ),
  );

describe('the schema.org checker', () => {
  it('finds what a search engine would refuse', () => {
    const broken = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'MenuItem', name: 'Bao' },
        {
          '@type': 'Event',
          name: 'Workshop',
          startDate: '2026-12-05T09:00:00',
          location: { '@type': 'Place' },
        },
        { '@type': 'Offer', price: '4,50', priceCurrency: 'EUR' },
        { '@type': 'Thing', name: 'unknown' },
      ],
    };
    expect(schemaOrgErrors(broken)).toEqual([
      'MenuItem "Bao": offers is missing',
      'Event "Workshop": startDate has no time with an offset: 2026-12-05T09:00:00',
      'Place: name is missing',
      'Place: address is missing',
      'Offer: price is not a decimal: 4,50',
      'Thing "unknown": a type this checker does not know',
    ]);
    expect(schemaOrgErrors({ '@type': 'Menu', name: 'x', hasMenuItem: [] })).toContain(
      '@context is not https://schema.org',
    );
  });
});

describe('the Restaurant of the home page', () => {
  it('is valid and says where, when, what and where to book', () => {
    const document = throughHtml(restaurant());
    expect(schemaOrgErrors(document)).toEqual([]);
    expect(document).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Tischlein',
      telephone: '030 000 000 00',
      address: {
        streetAddress: 'Musterstraße 12',
        postalCode: '13353',
        addressLocality: 'Berlin',
        addressCountry: 'DE',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 52.5459, longitude: 13.3592 },
      servesCuisine: ['Chinesisch', 'Frühstück'],
      acceptsReservations: '/reservations',
      hasMenu: '/menu',
      // Every day 08:00-22:00: one entry for the seven days.
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          opens: '08:00',
          closes: '22:00',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
            (day) => `https://schema.org/${day}`,
          ),
        },
      ],
    });
  });

  it('states the hours the booking rules hold: split days, closed days, closures ahead, special openings', () => {
    const rules: BookingRules = {
      ...DEFAULT_BOOKING_RULES,
      weeklyHours: weekOf((day) =>
        day === '1'
          ? []
          : day === '7'
            ? [{ from: '09:00', to: '15:00' }]
            : [
                { from: '08:00', to: '12:00' },
                { from: '17:00', to: '22:00' },
              ],
      ),
      closedPeriods: [
        { from: '2026-11-01', to: '2026-11-02', note: 'over' },
        { from: '2026-12-24', to: '2026-12-26', note: 'Weihnachten' },
      ],
      specialOpenings: [{ date: '2026-12-28', hours: [{ from: '10:00', to: '14:00' }] }],
    };
    const document = throughHtml(restaurant(rules));
    expect(schemaOrgErrors(document)).toEqual([]);
    const hours = (document as { openingHoursSpecification: unknown[] }).openingHoursSpecification;
    const tuesdayToSaturday = ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map(
      (day) => `https://schema.org/${day}`,
    );
    expect(hours).toEqual([
      { '@type': 'OpeningHoursSpecification', opens: '08:00', closes: '12:00', dayOfWeek: tuesdayToSaturday },
      { '@type': 'OpeningHoursSpecification', opens: '17:00', closes: '22:00', dayOfWeek: tuesdayToSaturday },
      {
        '@type': 'OpeningHoursSpecification',
        opens: '09:00',
        closes: '15:00',
        dayOfWeek: ['https://schema.org/Sunday'],
      },
      {
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '00:00',
        validFrom: '2026-12-24',
        validThrough: '2026-12-26',
        description: 'Weihnachten',
      },
      {
        '@type': 'OpeningHoursSpecification',
        opens: '10:00',
        closes: '14:00',
        validFrom: '2026-12-28',
        validThrough: '2026-12-28',
      },
    ]);
  });

  it('leaves out what the owner has not given (no phone, no map pin) and stays valid', () => {
    const document = throughHtml(
      restaurant(DEFAULT_BOOKING_RULES, {
        ...DEFAULT_RESTAURANT_CONTACT,
        phone: ' ',
        latitude: null,
        longitude: null,
      }),
    );
    expect(schemaOrgErrors(document)).toEqual([]);
    expect(document).not.toHaveProperty('telephone');
    expect(document).not.toHaveProperty('geo');
  });

  it('is refused by the checker without an address', () => {
    const document = throughHtml(
      restaurant(DEFAULT_BOOKING_RULES, { ...DEFAULT_RESTAURANT_CONTACT, street: '', city: '' }),
    );
    expect(schemaOrgErrors(document)).toEqual([
      'PostalAddress: streetAddress is missing',
      'PostalAddress: addressLocality is missing',
    ]);
  });
});

describe('the Menu of the menu page', () => {
  it('is valid and holds every dish of the seed with its price in euro, in its category', () => {
    const document = throughHtml(menu());
    expect(schemaOrgErrors(document)).toEqual([]);
    const nodes = nodesOf(document);
    const dishes = nodes.filter((node) => node['@type'] === 'MenuItem');
    expect(dishes.map((dish) => dish.name).toSorted()).toEqual(
      menuItems()
        .map((item) => item.name)
        .toSorted(),
    );
    for (const item of menuItems()) {
      const dish = dishes.find((node) => node.name === item.name)!;
      const offers = [dish.offers].flat() as { price: string; priceCurrency: string; name?: string }[];
      expect(offers[0]).toEqual({
        '@type': 'Offer',
        price: item.regular_price.toFixed(2),
        priceCurrency: 'EUR',
      });
      if (item.student_price !== null && item.student_price > 0 && item.student_price < item.regular_price)
        expect(offers[1]).toMatchObject({ price: item.student_price.toFixed(2), name: 'Studierendenpreis' });
      else expect(offers).toHaveLength(1);
    }
    const sections = nodes.filter((node) => node['@type'] === 'MenuSection');
    for (const section of sections) {
      const category = menuCategories().find((c) => c.name === section.name)!;
      const names = (section.hasMenuItem as { name: string }[]).map((dish) => dish.name);
      expect(names).toEqual(
        menuItems()
          .filter((i) => i.category_id === category.id)
          .map((i) => i.name),
      );
    }
  });

  it('puts a dish without a category on the menu itself and names schema.org diets', () => {
    const [first] = menuItems();
    const loose: MenuItem = {
      ...first!,
      id: 'loose',
      name: 'Sojamilch',
      category_id: null,
      dietary_tags: ['Vegan', 'Spicy'],
    };
    const document = throughHtml(menu([loose]));
    expect(schemaOrgErrors(document)).toEqual([]);
    expect(document).not.toHaveProperty('hasMenuSection');
    expect(document).toMatchObject({
      hasMenuItem: [{ name: 'Sojamilch', suitableForDiet: ['https://schema.org/VeganDiet'] }],
    });
  });

  it('cannot be ended by a dish name that closes the script element', () => {
    const [first] = menuItems();
    const name = '</script><script>alert("x")</script> & <!-- Bao';
    const document = menu([{ ...first!, name, category_id: null }]);
    const text = jsonLdText(document);
    expect(text).not.toMatch(/[<>&]/);
    const html = renderToString(<JsonLdScript document={document} />);
    // One script element, whose end is the only "</script" in the HTML.
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(html.match(/<script/gi)).toHaveLength(1);
    expect(nodesOf(throughHtml(document)).find((node) => node['@type'] === 'MenuItem')?.name).toBe(name);
    // The line separators some JavaScript parsers read as line ends are escaped too.
    expect(jsonLdText(menu([{ ...first!, name: 'a\u2028b\u2029c', category_id: null }]))).toContain(
      'a\\u2028b\\u2029c',
    );
  });
});

describe('the Events of the events page', () => {
  it('is valid: each upcoming event of the seed with its start on Berlin time, place and sign-up', () => {
    const events = seedEvents(NOW);
    const document = throughHtml(eventsDocument(events));
    expect(schemaOrgErrors(document)).toEqual([]);
    const nodes = nodesOf(document).filter((node) => node['@type'] === 'Event');
    expect(nodes.map((node) => node.name)).toEqual(events.map((event) => event.title));
    for (const [index, node] of nodes.entries()) {
      const event = events[index]!;
      expect(new Date(String(node.startDate)).getTime()).toBe(new Date(event.event_date).getTime());
      expect(node).toMatchObject({
        eventStatus: 'https://schema.org/EventScheduled',
        location: { '@type': 'Place', name: 'Tischlein', address: { streetAddress: 'Musterstraße 12' } },
        offers: {
          '@type': 'Offer',
          price: '0.00',
          priceCurrency: 'EUR',
          url: `/reservations?event=${event.id}`,
        },
      });
    }
  });

  it('writes the start with the offset of its day in Berlin (winter +01:00, summer +02:00)', () => {
    expect(restaurantIsoString(new Date('2026-12-05T09:00:00Z'))).toBe('2026-12-05T10:00:00+01:00');
    expect(restaurantIsoString(new Date('2026-07-04T06:30:00Z'))).toBe('2026-07-04T08:30:00+02:00');
    // The night the clocks go back: 02:30 happens twice, each with its own offset.
    expect(restaurantIsoString(new Date('2026-10-25T00:30:00Z'))).toBe('2026-10-25T02:30:00+02:00');
    expect(restaurantIsoString(new Date('2026-10-25T01:30:00Z'))).toBe('2026-10-25T02:30:00+01:00');
  });

  it('offers a full event as sold out', () => {
    const [first] = seedEvents(NOW);
    const full = { ...first!, max_participants: 10, current_participants: 10 };
    const document = throughHtml(eventsDocument([full]));
    expect(nodesOf(document).find((node) => node['@type'] === 'Event')).toMatchObject({
      remainingAttendeeCapacity: 0,
      offers: { availability: 'https://schema.org/SoldOut' },
    });
  });
});
