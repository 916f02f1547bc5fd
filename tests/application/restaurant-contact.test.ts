// The restaurant contact's use cases, resolved from the demo's container as the pages resolve them: the
// default until the owner saves, the saved contact after a reload, and the default again after a demo reset.
import { describe, expect, it } from 'vitest';

import { MapStorage } from '../../src/adapters/browser/browser-storage';
import { memoryModule } from '../../src/adapters/memory/memory-module';
import { pendingModule } from '../../src/adapters/prerender/pending-module';
import { SaveRestaurantContact } from '../../src/application/settings/save-restaurant-contact';
import { ShowRestaurantContact } from '../../src/application/settings/show-restaurant-contact';
import { Ports } from '../../src/application/ports/tokens';
import { port, resolve } from '../../src/container';
import { DEFAULT_RESTAURANT_CONTACT } from '../../src/domain/settings/restaurant-contact';
import { Container } from 'inversify';
import { RecordingFiles } from '../support/recording-files';

const demo = (storage: MapStorage) => {
  const container = new Container();
  container.load(memoryModule({ storage, files: new RecordingFiles() }));
  return container;
};

const contact = {
  street: 'Hauptstraße 1',
  postalCode: '10827',
  city: 'Berlin',
  phone: '+49 30 1234567',
  email: 'info@example.org',
  latitude: 52.48,
  longitude: 13.35,
};

describe('ShowRestaurantContact and SaveRestaurantContact', () => {
  it('show the default, then what the owner saved, also after a reload; a demo reset brings the default back', async () => {
    const storage = new MapStorage();
    const container = demo(storage);
    const show = resolve(container, ShowRestaurantContact);
    expect(await show.execute()).toEqual({ ok: true, value: DEFAULT_RESTAURANT_CONTACT });
    expect(await resolve(container, SaveRestaurantContact).execute(contact)).toEqual({
      ok: true,
      value: contact,
    });
    expect(await show.execute()).toEqual({ ok: true, value: contact });
    expect(await resolve(demo(storage), ShowRestaurantContact).execute()).toEqual({
      ok: true,
      value: contact,
    });

    expect((await port(container, Ports.demo).reset()).ok).toBe(true);
    expect(await show.execute()).toEqual({ ok: true, value: DEFAULT_RESTAURANT_CONTACT });
  });

  it('refuse an invalid contact with the field’s key and keep the one in force', async () => {
    const container = demo(new MapStorage());
    const saved = await resolve(container, SaveRestaurantContact).execute({ ...contact, phone: 'call us' });
    expect(saved.ok ? 'saved' : saved.error.issues).toEqual({ phone: 'settings.contact.validation.phone' });
    expect(await resolve(container, ShowRestaurantContact).execute()).toEqual({
      ok: true,
      value: DEFAULT_RESTAURANT_CONTACT,
    });
  });

  it('leave the prerendered page waiting for the contact (no demo data in the HTML)', async () => {
    const container = new Container();
    container.load(pendingModule());
    const pending = await Promise.race([
      resolve(container, ShowRestaurantContact).execute(),
      new Promise((done) => setTimeout(() => done('pending'), 20)),
    ]);
    expect(pending).toBe('pending');
  });
});
