import type { Reservation } from '../../domain/reservation/reservation';
import { MANAGE_TOKEN_PATTERN, manageLinkExpiry, managePath } from '../../domain/reservation/self-service';
import type { MemoryDatabase } from './memory-database';
import type { KeyValueStorage } from '../browser/browser-storage';

/**
 * The self-service token of supabase/schemas/08_self_service.sql, byte for byte,
 * with Web Crypto: base64url(payload || HMAC-SHA256(secret, payload)), where payload = 0x01 || the
 * reservation id's 16 bytes || the expiry in Unix seconds (8 bytes, big-endian). 57 bytes, 76 characters.
 */
const VERSION = 1;
const PAYLOAD_BYTES = 25;
const MAC_BYTES = 32;

/** Where the offline demo keeps its 32-byte key (base64), beside the demo database. */
export const DEMO_SELF_SERVICE_KEY = 'tischlein.demo.self-service-key';

const toBase64Url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const fromBase64 = (text: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

const uuidBytes = (id: string): Uint8Array<ArrayBuffer> | null => {
  const hex = id.replace(/-/g, '').toLowerCase();
  if (!/^[0-9a-f]{32}$/.test(hex)) return null;
  return Uint8Array.from({ length: 16 }, (_, i) => parseInt(hex.slice(i * 2, i * 2 + 2), 16));
};

const uuidOf = (bytes: Uint8Array): string => {
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

const hmacKey = (secret: Uint8Array, usage: 'sign' | 'verify') =>
  crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);

/** The token of a reservation's link, valid until `expiresAt` (to the second). */
export const signReservationToken = async (
  secret: Uint8Array,
  reservationId: string,
  expiresAt: Date,
): Promise<string> => {
  const id = uuidBytes(reservationId);
  if (!id) throw new Error(`Not a reservation id: ${reservationId}`);
  const payload = new Uint8Array(PAYLOAD_BYTES);
  payload[0] = VERSION;
  payload.set(id, 1);
  new DataView(payload.buffer).setBigInt64(17, BigInt(Math.floor(expiresAt.getTime() / 1000)));
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret, 'sign'), payload));
  const token = new Uint8Array(PAYLOAD_BYTES + MAC_BYTES);
  token.set(payload);
  token.set(mac, PAYLOAD_BYTES);
  return toBase64Url(token);
};

export type OpenedToken =
  | { readonly ok: true; readonly reservationId: string; readonly expiresAt: Date }
  | { readonly ok: false; readonly error: 'invalid' | 'expired' };

/**
 * The reservation a token names, once its MAC is verified (in constant time, by Web Crypto), and whether it
 * has expired: the same order as the SQL, so a forged token never learns whether it would have expired.
 */
export const openReservationToken = async (
  secret: Uint8Array,
  token: string,
  now: Date,
): Promise<OpenedToken> => {
  if (!MANAGE_TOKEN_PATTERN.test(token)) return { ok: false, error: 'invalid' };
  const raw = fromBase64(token);
  if (raw.length !== PAYLOAD_BYTES + MAC_BYTES || raw[0] !== VERSION) return { ok: false, error: 'invalid' };
  const payload = raw.slice(0, PAYLOAD_BYTES);
  const genuine = await crypto.subtle.verify(
    'HMAC',
    await hmacKey(secret, 'verify'),
    raw.slice(PAYLOAD_BYTES),
    payload,
  );
  if (!genuine) return { ok: false, error: 'invalid' };
  const expiresAt = new Date(Number(new DataView(payload.buffer).getBigInt64(17)) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, error: 'expired' };
  return { ok: true, reservationId: uuidOf(payload.slice(1, 17)), expiresAt };
};

/** Keys made in this process for storages that cannot keep one (private modes): links last the visit. */
const unsaved = new WeakMap<KeyValueStorage, Uint8Array>();

/** The demo's key: read from the storage, or made (32 random bytes) and kept there on first use. */
export const demoSelfServiceKey = (storage: KeyValueStorage): Uint8Array => {
  try {
    const stored = storage.getItem(DEMO_SELF_SERVICE_KEY);
    if (stored) {
      const key = fromBase64(stored);
      if (key.length === 32) return key;
    }
  } catch (error) {
    console.error('The demo’s link key is unreadable; making a new one', error);
  }
  const kept = unsaved.get(storage);
  if (kept) return kept;
  const key = crypto.getRandomValues(new Uint8Array(32));
  try {
    storage.setItem(DEMO_SELF_SERVICE_KEY, btoa(String.fromCharCode(...key)));
  } catch (error) {
    console.error('The demo’s link key could not be saved; links last this visit', error);
    unsaved.set(storage, key);
  }
  return key;
};

/**
 * The token of a demo booking's self-service link, as public.reservation_manage_token() makes it in SQL:
 * valid to the end of the day after the booking. For the demo outbox's e-mails.
 */
export const manageTokenFor = (
  storage: KeyValueStorage,
  reservation: Pick<Reservation, 'id' | 'reservation_date'>,
): Promise<string> =>
  signReservationToken(
    demoSelfServiceKey(storage),
    reservation.id,
    manageLinkExpiry(reservation.reservation_date),
  );

/**
 * The path of a demo booking's self-service page, /reservation/<token> (prefix the site's origin for an
 * e-mail). Pass the storage the demo database lives in (the memory module's), so the page can open it.
 */
export const manageLinkFor = async (
  storage: KeyValueStorage,
  reservation: Pick<Reservation, 'id' | 'reservation_date'>,
): Promise<string> => managePath(await manageTokenFor(storage, reservation));

/**
 * For the demo outbox's e-mails (its DemoManageLink): the path of a stored booking's self-service page by
 * the booking's id, or null when there is no such booking. Pass the memory module's storage and database:
 * `new MemoryConfirmationSender(db, demoManageLink(storage, db))`.
 */
export const demoManageLink =
  (storage: KeyValueStorage, db: MemoryDatabase) =>
  async (reservationId: string): Promise<string | null> => {
    const found = await db.reservations.find(reservationId);
    if (!found.ok) {
      console.error('The booking of a self-service link could not be read', found.error);
      return null;
    }
    return found.value ? manageLinkFor(storage, found.value) : null;
  };
