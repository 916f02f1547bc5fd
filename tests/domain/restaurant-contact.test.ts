import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RESTAURANT_CONTACT,
  addressLine,
  mailtoHref,
  mapHref,
  telHref,
} from '../../src/domain/settings/restaurant-contact';
import { restaurantContactSchema } from '../../src/domain/settings/restaurant-contact-schema';

describe('the restaurant contact', () => {
  it('writes the address on one line and leaves out empty parts', () => {
    expect(addressLine(DEFAULT_RESTAURANT_CONTACT)).toBe('Musterstraße 12, 13353 Berlin');
    expect(addressLine({ ...DEFAULT_RESTAURANT_CONTACT, postalCode: '' })).toBe('Musterstraße 12, Berlin');
  });

  it('dials only digits and a leading plus, and has no link without digits', () => {
    expect(telHref('+49 (30) 1234-5678')).toBe('tel:+493012345678');
    expect(telHref('030 000 000 00')).toBe('tel:03000000000');
    expect(telHref('  ')).toBeNull();
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (phone) => {
        const href = telHref(phone);
        if (href !== null) expect(href).toMatch(/^tel:\+?\d+$/);
        else expect(phone).not.toMatch(/\d/);
      }),
    );
  });

  it('links the map to the pin, or searches the address without one, escaped', () => {
    expect(mapHref(DEFAULT_RESTAURANT_CONTACT)).toBe(
      'https://www.openstreetmap.org/?mlat=52.54590&mlon=13.35920#map=17/52.54590/13.35920',
    );
    const unpinned = { ...DEFAULT_RESTAURANT_CONTACT, latitude: null, longitude: null, street: 'A & B 1' };
    expect(mapHref(unpinned)).toBe(
      'https://www.openstreetmap.org/search?query=A%20%26%20B%201%2C%2013353%20Berlin',
    );
    expect(mapHref({ ...unpinned, street: '', postalCode: '', city: '' })).toBeNull();
  });

  it('mails only a non-empty address', () => {
    expect(mailtoHref(' hallo@tischlein.example ')).toBe('mailto:hallo@tischlein.example');
    expect(mailtoHref('')).toBeNull();
  });

  it('accepts the defaults and refuses a half pin, a bad phone, a bad e-mail and an empty street', () => {
    expect(restaurantContactSchema.safeParse(DEFAULT_RESTAURANT_CONTACT).success).toBe(true);
    const issue = (patch: object) =>
      restaurantContactSchema.safeParse({ ...DEFAULT_RESTAURANT_CONTACT, ...patch }).error?.issues[0]
        ?.message;
    expect(issue({ longitude: null })).toBe('settings.contact.validation.pin');
    expect(issue({ latitude: 91 })).toBe('settings.contact.validation.pin');
    expect(issue({ phone: 'call me' })).toBe('settings.contact.validation.phone');
    expect(issue({ email: 'no-at-sign' })).toBe('settings.contact.validation.email');
    expect(issue({ street: '   ' })).toBe('settings.contact.validation.street');
    expect(
      restaurantContactSchema.safeParse({ ...DEFAULT_RESTAURANT_CONTACT, email: '', phone: '' }).success,
    ).toBe(true);
  });
});
