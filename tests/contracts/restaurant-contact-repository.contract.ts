import { describe, expect, it } from 'vitest';
import type { RestaurantContactRepository } from '../../src/application/ports/restaurant-contact-repository';
import {
  DEFAULT_RESTAURANT_CONTACT,
  type RestaurantContact,
} from '../../src/domain/settings/restaurant-contact';

export interface RestaurantContactFixture {
  readonly repo: RestaurantContactRepository;
}

/** The owner's real address, without a pin (the map searches the address). */
export const savedContact: RestaurantContact = {
  street: 'Hauptstraße 1',
  postalCode: '10827',
  city: 'Berlin',
  phone: '+49 30 1234567',
  email: '',
  latitude: null,
  longitude: null,
};

/** The contract of the restaurant contact, for every adapter: the default until saved, then what was saved. */
export const describeRestaurantContactRepository = (
  name: string,
  make: () => Promise<RestaurantContactFixture>,
) => {
  describe(`RestaurantContactRepository (${name})`, () => {
    it('starts with the default contact and keeps what the owner saves', async () => {
      const { repo } = await make();
      expect(await repo.contact()).toEqual({ ok: true, value: DEFAULT_RESTAURANT_CONTACT });
      expect(await repo.save(savedContact)).toEqual({ ok: true, value: savedContact });
      expect(await repo.contact()).toEqual({ ok: true, value: savedContact });
      const pinned = { ...savedContact, latitude: 52.48, longitude: 13.35 };
      expect(await repo.save(pinned)).toEqual({ ok: true, value: pinned });
      expect(await repo.contact()).toEqual({ ok: true, value: pinned });
    });

    it('saves the texts trimmed, as the settings form shows them', async () => {
      const { repo } = await make();
      const saved = await repo.save({ ...savedContact, street: '  Hauptstraße 1 ', city: 'Berlin\n' });
      expect(saved).toEqual({ ok: true, value: savedContact });
      expect(await repo.contact()).toEqual({ ok: true, value: savedContact });
    });

    it('refuses an invalid contact with its key and keeps the contact in force', async () => {
      const { repo } = await make();
      const cases: [Partial<RestaurantContact>, string, string][] = [
        [{ street: ' ' }, 'street', 'settings.contact.validation.street'],
        [{ city: '' }, 'city', 'settings.contact.validation.city'],
        [{ postalCode: '1'.repeat(21) }, 'postalCode', 'settings.contact.validation.postalCode'],
        [{ phone: '030 CALL' }, 'phone', 'settings.contact.validation.phone'],
        [{ email: 'hallo@tischlein' }, 'email', 'settings.contact.validation.email'],
        [{ latitude: 91 }, 'latitude', 'settings.contact.validation.pin'],
        [{ longitude: null }, 'latitude', 'settings.contact.validation.pin'],
      ];
      for (const [change, field, key] of cases) {
        const refused = await repo.save({ ...DEFAULT_RESTAURANT_CONTACT, ...change });
        expect(
          refused.ok ? 'saved' : [refused.error.kind, refused.error.message, refused.error.issues?.[field]],
          JSON.stringify(change),
        ).toEqual(['Invalid', key, key]);
      }
      expect(await repo.contact()).toEqual({ ok: true, value: DEFAULT_RESTAURANT_CONTACT });
    });
  });
};
