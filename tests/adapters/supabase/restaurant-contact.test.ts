// The restaurant contact against a fake Supabase API: one column of the one settings row, read by a guest
// without supabase-js and written by its key, after the schema.
import { describe, expect, it } from 'vitest';

import { SupabaseRestaurantContactRepository } from '../../../src/adapters/supabase/supabase-restaurant-contact-repository';
import { DEFAULT_RESTAURANT_CONTACT } from '../../../src/domain/settings/restaurant-contact';
import { ANON_KEY, fakeBackend, json } from './fake-backend';

describe('SupabaseRestaurantContactRepository', () => {
  it('reads the contact column of the one settings row by its key, with the anon key', async () => {
    const backend = fakeBackend();
    backend.reply(json(200, { contact: DEFAULT_RESTAURANT_CONTACT }));
    const contact = await new SupabaseRestaurantContactRepository(backend.connection).contact();
    expect(contact).toEqual({ ok: true, value: DEFAULT_RESTAURANT_CONTACT });
    const request = backend.only();
    expect([request.method, request.path]).toEqual(['GET', '/rest/v1/restaurant_settings']);
    expect(Object.fromEntries(request.query)).toEqual({ select: 'contact', id: 'eq.true' });
    expect(request.headers.get('authorization')).toBe(`Bearer ${ANON_KEY}`);
    expect(backend.fullClientLoads()).toBe(0);
    // One object, not a list of rows.
    expect(request.headers.get('accept')).toBe('application/vnd.pgrst.object+json');
  });

  it('saves a valid contact, trimmed, on that row only and reads back the column', async () => {
    const backend = fakeBackend();
    const saved = { ...DEFAULT_RESTAURANT_CONTACT, street: 'Hauptstraße 1', latitude: null, longitude: null };
    backend.reply(json(200, { contact: saved }));
    const repo = new SupabaseRestaurantContactRepository(backend.connection);
    expect(await repo.save({ ...saved, street: '  Hauptstraße 1 ' })).toEqual({ ok: true, value: saved });
    const request = backend.only();
    expect([request.method, request.path]).toEqual(['PATCH', '/rest/v1/restaurant_settings']);
    expect(Object.fromEntries(request.query)).toEqual({ id: 'eq.true', select: 'contact' });
    expect(request.body).toEqual({ contact: saved });
  });

  it('refuses an invalid contact with its key and sends nothing', async () => {
    const backend = fakeBackend();
    const repo = new SupabaseRestaurantContactRepository(backend.connection);
    const refused = await repo.save({ ...DEFAULT_RESTAURANT_CONTACT, email: 'not an address' });
    expect(refused.ok ? 'saved' : [refused.error.kind, refused.error.message, refused.error.issues]).toEqual([
      'Invalid',
      'settings.contact.validation.email',
      { email: 'settings.contact.validation.email' },
    ]);
    const halfPin = await repo.save({ ...DEFAULT_RESTAURANT_CONTACT, longitude: null });
    expect(halfPin.ok ? 'saved' : halfPin.error.message).toBe('settings.contact.validation.pin');
    expect(backend.requests).toHaveLength(0);
  });

  it('reports a refusal of the database’s check as the API sends it', async () => {
    const backend = fakeBackend();
    backend.reply(
      json(400, {
        code: '23514',
        details: null,
        hint: null,
        message:
          'new row for relation "restaurant_settings" violates check constraint "restaurant_settings_contact_valid"',
      }),
    );
    const saved = await new SupabaseRestaurantContactRepository(backend.connection).save(
      DEFAULT_RESTAURANT_CONTACT,
    );
    expect(saved.ok ? 'saved' : saved.error.kind).toBe('Invalid');
  });
});
