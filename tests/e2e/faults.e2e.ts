// Faults without loss (decision 0091), in a build in Supabase mode. The pages are
// prerendered from a small stand-in backend (the restaurant's settings and an imprint block), which is gone
// once the build is done: in the browser, playwright answers for the backend where a test needs it and fails
// every other request as an unreachable server does. A guest's booking that fails keeps everything typed and
// offers a retry with the same submission key, so that a request whose answer was lost cannot book twice;
// the public pages keep their prerendered content while every refresh fails.
// The build goes to <E2E_OUT>-supabase (dist-e2e-supabase by default); E2E_SKIP_BUILD=1 reuses it.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script without types
import { serve } from '../../scripts/serve.mjs';
import { DEFAULT_BOOKING_RULES } from '../../src/domain/settings/booking-rules';
import { DEFAULT_RESTAURANT_CONTACT } from '../../src/domain/settings/restaurant-contact';
import { DEFAULT_RETENTION } from '../../src/domain/settings/retention';
import { chooseBookingDate, CONSENT_KEY, GIVEN_CONSENT, launch, waitForTheAppOnEveryVisit } from './support';

const OUT_DIR = `${process.env.E2E_OUT ?? 'dist-e2e'}-supabase`;
/** Every request the built app sends to its backend (PostgREST and the edge functions), whatever its address. */
const BACKEND_REQUEST = /\/(rest|functions)\/v1\//;
const IMPRINT_TEXT = 'Tischlein Störungsfrei GmbH, Musterstraße 1, 13347 Berlin';

// Tuesday 24 November 2026, 10:00 in Berlin; the booking is for tomorrow.
const NOW = new Date('2026-11-24T09:00:00Z');
const TOMORROW = '2026-11-25';

let browser: Browser;
let server: Server;
let base: string;

/**
 * What the prerender reads: the settings row (hours, contact, retention) and one imprint block; every list
 * is empty. It answers as PostgREST does: an array, or the object `.single()` asks for.
 */
const standInBackend = () =>
  createServer((request, response) => {
    const address = new URL(request.url ?? '/', 'http://localhost');
    response.setHeader('Content-Type', 'application/json');
    if (address.pathname === '/rest/v1/restaurant_settings') {
      response.end(
        JSON.stringify({
          booking_rules: DEFAULT_BOOKING_RULES,
          contact: DEFAULT_RESTAURANT_CONTACT,
          retention: DEFAULT_RETENTION,
        }),
      );
    } else if (
      address.pathname === '/rest/v1/content_blocks' &&
      address.searchParams.get('section_name') === 'eq.impressum'
    ) {
      response.end(
        JSON.stringify([
          {
            id: '0b6c7f1e-2d4a-4e8b-9c1d-3f5a6b7c8d9e',
            created_at: '2026-01-01T00:00:00Z',
            updated_at: '2026-01-01T00:00:00Z',
            section_name: 'impressum',
            title: 'Angaben gemäß § 5 DDG',
            content: IMPRINT_TEXT,
            image_url: null,
            is_active: true,
            translations: {},
          },
        ]),
      );
    } else response.end('[]');
  });

/** Runs a command without blocking this process, whose stand-in backend must answer meanwhile. */
const run = (command: string, args: string[], env: NodeJS.ProcessEnv) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });

beforeAll(async () => {
  if (!process.env.E2E_SKIP_BUILD || !existsSync(`${OUT_DIR}/index.html`)) {
    const backend = standInBackend().listen(0, '127.0.0.1');
    await new Promise((resolve) => backend.once('listening', resolve));
    const env = {
      ...process.env,
      VITE_SUPABASE_URL: `http://127.0.0.1:${(backend.address() as AddressInfo).port}`,
      VITE_SUPABASE_ANON_KEY: 'faults-anon-key',
    };
    try {
      await run('npx', ['vite', 'build', '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'error'], env);
      await run('node', ['scripts/prerender.mjs', OUT_DIR], env);
    } finally {
      backend.close();
    }
  }
  server = (await serve({ root: OUT_DIR, port: 0 })) as Server;
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launch();
}, 600_000);
afterAll(async () => {
  await browser?.close();
  server?.close();
});

/** A fresh English profile at a fixed instant, cookie choice made, with the console's errors collected. */
const open = async (at = NOW) => {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'en-GB',
    timezoneId: 'Europe/Berlin',
  });
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    CONSENT_KEY,
    GIVEN_CONSENT,
  ] as const);
  const page = waitForTheAppOnEveryVisit(await context.newPage());
  await page.clock.setFixedTime(at);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
};

/** Every request to the backend fails as a refused connection, except those `answer` takes. */
const backendDown = async (page: Page, answer: (route: Route) => Promise<boolean> = async () => false) =>
  page.route(BACKEND_REQUEST, async (route) => {
    if (!(await answer(route))) await route.abort('connectionrefused');
  });

/**
 * A proof-of-work challenge as booking_challenge() hands it out (decision 0086), small enough to solve at
 * once; nothing checks the solution here.
 */
const challenge = () => {
  const salt = randomBytes(8).toString('hex');
  return {
    algorithm: 'SHA-256',
    challenge: createHash('sha256').update(`${salt}7`).digest('hex'),
    maxnumber: 100,
    salt,
    signature: 'faults-test',
  };
};

/** The stored row create_reservation answers with, made from the request's parameters. */
const createdRow = (body: Record<string, unknown>) => ({
  id: '6f1c2a9e-1b7d-4c3e-9a55-0d3c4b2a1e01',
  created_at: NOW.toISOString(),
  updated_at: NOW.toISOString(),
  customer_name: body.p_customer_name,
  customer_email: body.p_customer_email,
  customer_phone: body.p_customer_phone ?? null,
  reservation_date: body.p_reservation_date,
  reservation_time: body.p_reservation_time,
  party_size: body.p_party_size,
  special_requests: body.p_special_requests ?? null,
  language_preference: body.p_language_preference,
  status: 'pending',
  admin_notes: null,
  confirmed_at: null,
  cancelled_at: null,
  submission_key: body.p_submission_key,
  event_id: null,
});

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };

/** The first heading's text in a page's HTML. */
const h1Of = (html: string) =>
  /<h1[^>]*>(.*?)<\/h1>/s
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name]!)
    .trim() ?? null;

const json = (route: Route, body: unknown) =>
  route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });

/** A request's parameters without the proof of work, which is fresh for every call. */
const withoutChallenge = ({ p_challenge: _, ...rest }: Record<string, unknown>) => rest;

describe('with the backend down', () => {
  it('keeps what the guest typed, offers a retry with the same submission key, and books once', async () => {
    const { page, context, errors } = await open();
    const bodies: Record<string, unknown>[] = [];
    // down: nothing answers; lost: the booking arrives but its answer is lost on the way back; up: it answers.
    let backend: 'down' | 'lost' | 'up' = 'down';
    await backendDown(page, async (route) => {
      const request = route.request();
      const rpc = /\/rest\/v1\/rpc\/([a-z_]+)$/.exec(new URL(request.url()).pathname)?.[1];
      if (backend === 'down' || request.method() !== 'POST') return false;
      if (rpc === 'booking_challenge') await json(route, challenge());
      else if (rpc === 'create_reservation') {
        const body = request.postDataJSON() as Record<string, unknown>;
        bodies.push(body);
        if (backend === 'lost') await route.abort('connectionreset');
        else await json(route, createdRow(body));
      } else return false;
      return true;
    });

    await page.goto(`${base}/en/reservations`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Book a table');
    // Free times cannot be read: the form offers the prerendered hours and lets the store decide.
    await page.getByLabel('Name').fill('Grace Hopper');
    await page.getByLabel('E-mail').fill('grace@example.org');
    await page.getByLabel('Phone').fill('030 1234567');
    await chooseBookingDate(page, TOMORROW);
    // The client retries the failed read after 1, 2 and 4 s before the form falls back to the day's slots.
    await expect
      .poll(() => page.getByLabel('Time').locator('option[value="10:30"]').count(), { timeout: 30_000 })
      .toBe(1);
    await page.getByLabel('Time').selectOption('10:30');
    await page.getByLabel('Party size').selectOption('3');
    await page.getByLabel('Special requests').fill('A table by the window');
    await page.getByRole('button', { name: 'Reserve a table' }).click();

    const notice = page.getByTestId('booking-retry');
    const sendAgain = notice.getByRole('button', { name: 'Send again' });
    await expect.poll(() => notice.isVisible()).toBe(true);
    expect(await notice.textContent()).toContain('No connection to the restaurant');
    // The error toast says the same.
    await expect.poll(() => page.getByText('We could not save your reservation.').count()).toBeGreaterThan(0);
    const typed = async () => ({
      name: await page.getByLabel('Name').inputValue(),
      email: await page.getByLabel('E-mail').inputValue(),
      phone: await page.getByLabel('Phone').inputValue(),
      date: await page.getByRole('textbox', { name: 'Date' }).inputValue(),
      time: await page.getByLabel('Time').inputValue(),
      party: await page.getByLabel('Party size').inputValue(),
      requests: await page.getByLabel('Special requests').inputValue(),
    });
    const everything = {
      name: 'Grace Hopper',
      email: 'grace@example.org',
      phone: '030 1234567',
      date: '25/11/2026',
      time: '10:30',
      party: '3',
      requests: 'A table by the window',
    };
    expect(await typed()).toEqual(everything);

    // The backend is back, but the answer to the booking is lost: the form cannot know it arrived.
    backend = 'lost';
    await sendAgain.click();
    await expect.poll(() => bodies.length).toBe(1);
    await expect.poll(() => sendAgain.isEnabled()).toBe(true);
    expect(await notice.isVisible()).toBe(true);
    expect(await typed()).toEqual(everything);

    backend = 'up';
    await sendAgain.click();
    const card = page.getByTestId('reservation-confirmation');
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.textContent()).toContain('Grace Hopper');
    expect(await notice.count()).toBe(0);

    // Both booking requests carry the one key: the store returns the booking the lost answer was about.
    expect(bodies).toHaveLength(2);
    const key = bodies[0]!.p_submission_key;
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(bodies[1]!.p_submission_key).toBe(key);
    expect(withoutChallenge(bodies[1]!)).toEqual(withoutChallenge(bodies[0]!));
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('keeps the prerendered imprint, contact and hours when every refresh fails', async () => {
    // A visit ten minutes after the build: the snapshot's reads are stale, and the app refreshes them.
    const { page, context, errors } = await open(new Date(Date.now() + 10 * 60_000));
    const failedReads: string[] = [];
    await backendDown(page, async (route) => {
      failedReads.push(new URL(route.request().url()).pathname);
      return false;
    });
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await page.goto(`${base}/en/impressum`);
    expect(await page.getByText(IMPRINT_TEXT).isVisible()).toBe(true);
    // The refresh fails after the client's and the query's retries (some 15 s).
    await expect
      .poll(() => logged.some((text) => text.startsWith('Failed to load the imprint')), { timeout: 45_000 })
      .toBe(true);
    expect(failedReads).toContain('/rest/v1/content_blocks');
    expect(await page.getByText(IMPRINT_TEXT).isVisible()).toBe(true);
    expect(await page.getByText(DEFAULT_RESTAURANT_CONTACT.email).first().isVisible()).toBe(true);
    expect(await page.getByText('The imprint could not be loaded').count()).toBe(0);
    expect(await page.getByText('Contact details are unavailable right now.').count()).toBe(0);
    expect(await page.getByText('Opening hours are unavailable right now.').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('shows every public page with its prerendered heading, never an error screen', async () => {
    const { page, context, errors } = await open();
    await backendDown(page);
    for (const path of ['/', '/menu', '/events', '/about', '/reservations', '/impressum', '/privacy']) {
      const prerendered = h1Of(await (await fetch(`${base}${path}`)).text());
      expect(prerendered, path).not.toBeNull();
      await page.goto(`${base}${path}`);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('h1').first().textContent(), path).toBe(prerendered);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
