import type { RestaurantEvent } from '../../../domain/event/event';
import { isSoldOut, seatsLeft } from '../../../domain/event/seats';
import { restaurantIsoString } from '../../../domain/shared/time';
import { text, type JsonLdNode } from './json-ld';

export interface EventFacts {
  /** Where the events take place: the restaurant (a schema.org Place). */
  readonly location: JsonLdNode;
  /** The restaurant as organizer (name and home page path). */
  readonly organizer: { readonly name: string; readonly url: string };
  /** The sign-up's address for an event (the booking form with the event chosen). */
  readonly signUpPath: (event: RestaurantEvent) => string;
  readonly language: string;
}

/**
 * One upcoming event (in the page's language): its start on Berlin's clock with the offset, the
 * restaurant as place and organizer, and the free sign-up as its offer (sold out once the seats are taken).
 */
export const eventJsonLd = (event: RestaurantEvent, facts: EventFacts): JsonLdNode => ({
  '@type': 'Event',
  name: event.title,
  description: text(event.description),
  startDate: restaurantIsoString(new Date(event.event_date)),
  eventStatus: 'https://schema.org/EventScheduled',
  eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
  location: facts.location,
  organizer: { '@type': 'Organization', name: facts.organizer.name, url: facts.organizer.url },
  image: event.image_url ?? undefined,
  inLanguage: facts.language,
  maximumAttendeeCapacity: event.max_participants,
  remainingAttendeeCapacity: seatsLeft(event),
  offers: {
    '@type': 'Offer',
    price: '0.00',
    priceCurrency: 'EUR',
    availability: isSoldOut(event) ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    url: facts.signUpPath(event),
  },
});
