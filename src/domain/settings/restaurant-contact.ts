/**
 * Where the restaurant is and how to reach it: edited in Settings, shown on the home page, in
 * the footer, on the booking page and in the Impressum, all from this one value.
 */
export interface RestaurantContact {
  /** Street and number, e.g. "Musterstraße 12". */
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  /** As guests should read it, e.g. "030 1234 5678"; '' for none. */
  readonly phone: string;
  /** '' for none. */
  readonly email: string;
  /** The map pin; null to let the map search the address. */
  readonly latitude: number | null;
  readonly longitude: number | null;
}

/** The demo restaurant (an invented address in Berlin-Wedding) until the owner saves the real one. */
export const DEFAULT_RESTAURANT_CONTACT: RestaurantContact = {
  street: 'Musterstraße 12',
  postalCode: '13353',
  city: 'Berlin',
  phone: '030 000 000 00',
  email: 'hallo@tischlein.example',
  latitude: 52.5459,
  longitude: 13.3592,
};

/** "Musterstraße 12, 13353 Berlin": the address on one line. */
export const addressLine = (contact: RestaurantContact): string =>
  [contact.street.trim(), `${contact.postalCode.trim()} ${contact.city.trim()}`.trim()]
    .filter((part) => part !== '')
    .join(', ');

/**
 * The phone number as a tel: link: digits and a leading + only ("030 1234-5678" -> "tel:03012345678");
 * null without digits.
 */
export const telHref = (phone: string): string | null => {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits === '') return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
};

/** A mailto: link, or null for no address. */
export const mailtoHref = (email: string): string | null => (email.trim() ? `mailto:${email.trim()}` : null);

/**
 * An OpenStreetMap link (a page the guest opens, nothing embedded, so no consent is needed): the pin when
 * the owner set one, otherwise a search for the address; null when there is neither.
 */
export const mapHref = (contact: RestaurantContact): string | null => {
  if (contact.latitude !== null && contact.longitude !== null) {
    const lat = contact.latitude.toFixed(5);
    const lon = contact.longitude.toFixed(5);
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
  }
  const address = addressLine(contact);
  return address ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}` : null;
};
