// @vitest-environment jsdom
// The form's submission key: one per filled-in form, the same on a retry after a failed save (so that a
// request whose answer was lost cannot book twice), and a new one once a booking succeeded; the notice with
// its retry button when the restaurant cannot be reached (decision 0091).
import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Container } from 'inversify';
import { readFileSync } from 'node:fs';
import { initReactI18next, I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type {
  ReservationDraft,
  ReservationRepository,
} from '../../src/application/ports/reservation-repository';
import { LocalConsentPreferencesStore } from '../../src/adapters/browser/local-consent-preferences-store';
import { LocalGuestDetailsStore } from '../../src/adapters/browser/local-guest-details-store';
import { MapStorage } from '../../src/adapters/browser/browser-storage';
import { Ports } from '../../src/application/ports/tokens';
import type { Reservation } from '../../src/domain/reservation/reservation';
import { ok, unavailable, type PortError, type Result } from '../../src/domain/shared/result';
import { slotsOf } from '../../src/domain/settings/bookable-slots';
import { DEFAULT_BOOKING_RULES } from '../../src/domain/settings/booking-rules';
import { ContainerProvider } from '../../src/ui/app/container-context';
import { system } from '../../src/ui/app/theme';
import { ReservationForm } from '../../src/ui/reservations/reservation-form';
import { ManualClock } from '../support/memory';
import { recordingSender } from '../support/recording-sender';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'de',
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common: JSON.parse(readFileSync('locales/en/common.json', 'utf8')) } },
    interpolation: { escapeValue: false },
  });
  // Chakra's toaster and menus ask for these; jsdom has neither.
  window.matchMedia ??= () =>
    ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }) as never;
  // The calendar's popover measures itself; jsdom has no layout to observe.
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
// The calendar opens at the browser's today; the page's clock (ManualClock below) says the same day.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-06-15T10:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** A reservation store that answers from a script and records the key of every create. */
const scriptedStore = (answers: ((draft: ReservationDraft) => Result<Reservation, PortError>)[]) => {
  const keys: string[] = [];
  const store: ReservationRepository = {
    create: async (draft) => {
      keys.push(draft.submission_key);
      const answer = answers.shift();
      if (!answer) throw new Error('no scripted answer left');
      return answer(draft);
    },
    list: async () => ok({ rows: [], total: 0 }),
    counts: async () => unavailable(),
    changeStatus: async () => unavailable(),
    saveNotes: async () => unavailable(),
    bookAsStaff: async () => unavailable(),
    changeAsStaff: async () => unavailable(),
    history: async () => unavailable(),
  };
  return { store, keys };
};

const booked = (draft: ReservationDraft): Result<Reservation, PortError> =>
  ok({
    ...draft,
    event_id: draft.event_id ?? null,
    id: `r-${draft.submission_key}`,
    created_at: '2026-06-15T10:00:00.000Z',
    updated_at: '2026-06-15T10:00:00.000Z',
    status: 'pending',
    admin_notes: null,
    confirmed_at: null,
    cancelled_at: null,
  });

/** The free times of a date for a party size; by default every slot of the day, at once. */
type FreeTimes = (date: string, partySize: number) => Promise<Result<string[], PortError>>;
const everySlot: FreeTimes = async (date) => ok([...slotsOf(DEFAULT_BOOKING_RULES, date)]);

const renderForm = (store: ReservationRepository, onBooked = vi.fn(), freeTimes = everySlot) => {
  const container = new Container();
  // 15 June 2026, 12:00 in Berlin.
  container.bind(Ports.clock).toConstantValue(new ManualClock(new Date('2026-06-15T10:00:00Z')));
  container.bind(Ports.reservations).toConstantValue(store);
  container.bind(Ports.confirmationSender).toConstantValue(recordingSender());
  // No consent given in this browser: nothing is remembered.
  const storage = new MapStorage();
  container.bind(Ports.consentPreferences).toConstantValue(new LocalConsentPreferencesStore(storage));
  container.bind(Ports.guestDetails).toConstantValue(new LocalGuestDetailsStore(storage));
  container.bind(Ports.bookingRules).toConstantValue({
    rules: async () => ok(DEFAULT_BOOKING_RULES),
    save: async () => unavailable(),
    freeTimes,
  });
  // The form links to the privacy page, so it renders inside a router.
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <ReservationForm onBooked={onBooked} /> }),
    history: createMemoryHistory({ initialEntries: ['/reservations'] }),
  });
  render(
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <ContainerProvider container={container}>
            <RouterProvider router={router} />
          </ContainerProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </ChakraProvider>,
  );
  return onBooked;
};

/** Waits up to two seconds for a condition, on the real event loop (waitFor stalls while the popover closes). */
const eventually = async (check: () => boolean) => {
  for (let i = 0; i < 40 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(check()).toBe(true);
};

const fill = async () => {
  await screen.findByLabelText(/^Name/);
  const set = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  set(/^Name/, 'Mia Chen');
  set(/^E-mail/, 'mia@example.org');
  // The guest picks the day in the calendar, which opens at today's month.
  fireEvent.click(screen.getByRole('button', { name: 'Open calendar' }));
  const day = await waitFor(() => {
    const cell = document.querySelector<HTMLElement>(
      '[data-part="table-cell-trigger"][data-value="2026-06-20"]',
    );
    if (!cell) throw new Error('The calendar has no 20 June');
    return cell;
  });
  fireEvent.click(day);
  // The times are the free ones of the chosen date, which load once it is set.
  await eventually(() => document.querySelector('option[value="10:30"]') !== null);
  set(/^Time/, '10:30');
};

const submit = async () => {
  await screen.findByRole('button', { name: 'Reserve a table' });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Reserve a table' }));
  });
};

describe('ReservationForm', () => {
  it('keeps the submission key for a retry after a failed save, and keeps what the guest typed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, keys } = scriptedStore([() => unavailable('offline'), booked]);
    const onBooked = renderForm(store);
    await fill();
    await submit();
    expect(onBooked).not.toHaveBeenCalled();
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Mia Chen');

    await submit();
    expect(onBooked).toHaveBeenCalledOnce();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('offers to send again when the restaurant cannot be reached, with the same key, until it is booked', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, keys } = scriptedStore([
      () => unavailable('TypeError: Failed to fetch'),
      () => {
        throw new Error('the store threw');
      },
      booked,
    ]);
    const onBooked = renderForm(store);
    await fill();
    expect(screen.queryByTestId('booking-retry')).toBeNull();
    await submit();
    const notice = await screen.findByTestId('booking-retry', {}, { timeout: 5_000 });
    expect(notice.textContent).toContain('No connection to the restaurant');
    expect(notice.textContent).toContain('it will not be booked twice');
    expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe('mia@example.org');
    expect((screen.getByLabelText(/^Time/) as HTMLSelectElement).value).toBe('10:30');

    // A store that throws instead of answering is the same fault: the notice stays.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
    });
    await waitFor(() => expect(keys).toHaveLength(2), { timeout: 10_000 });
    const again = await screen.findByRole('button', { name: 'Send again' }, { timeout: 10_000 });
    expect(screen.getByTestId('booking-retry')).toBeTruthy();
    expect(onBooked).not.toHaveBeenCalled();

    await act(async () => {
      fireEvent.click(again);
    });
    await waitFor(() => expect(onBooked).toHaveBeenCalledOnce(), { timeout: 10_000 });
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(screen.queryByTestId('booking-retry')).toBeNull();
  });

  it('offers no retry for the store’s own answer about the booking', async () => {
    const { store } = scriptedStore([
      () => ({
        ok: false,
        error: {
          kind: 'Invalid',
          message: 'reservations.validation.slotFull',
          issues: { reservation_time: 'reservations.validation.slotFull' },
        },
      }),
    ]);
    renderForm(store);
    await fill();
    await submit();
    const time = screen.getByLabelText(/^Time/);
    await waitFor(() => expect(time.getAttribute('aria-invalid')).toBe('true'), { timeout: 10_000 });
    expect(screen.queryByTestId('booking-retry')).toBeNull();
  });

  it.each([
    ['read', everySlot],
    ['could not be read', async () => unavailable('TypeError: Failed to fetch')],
  ] as const)(
    'keeps the chosen time on screen while another party size’s free times load (the first %s)',
    async (_, firstParty: FreeTimes) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { store } = scriptedStore([]);
      // The free times of a party of three take their time (a slow or unreachable backend).
      renderForm(store, vi.fn(), (date, partySize) =>
        partySize === 3 ? new Promise(() => undefined) : firstParty(date, partySize),
      );
      await fill();
      fireEvent.change(screen.getByLabelText(/^Party size/), { target: { value: '3' } });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((screen.getByLabelText(/^Time/) as HTMLSelectElement).value).toBe('10:30');
      expect(document.querySelector('option[value="10:30"]')).not.toBeNull();
    },
  );

  it('sends one request for two quick submits', async () => {
    const { store, keys } = scriptedStore([]);
    let finish: () => void = () => undefined;
    const slow: ReservationRepository = {
      ...store,
      create: (draft) => {
        keys.push(draft.submission_key);
        return new Promise((resolve) => (finish = () => resolve(booked(draft))));
      },
    };
    const onBooked = renderForm(slow);
    await fill();
    const button = await screen.findByRole('button', { name: 'Reserve a table' });
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await act(async () => finish());
    expect(keys).toHaveLength(1);
    expect(onBooked).toHaveBeenCalledOnce();
  });

  it('shows field errors under their fields and sends nothing', async () => {
    const { store, keys } = scriptedStore([]);
    renderForm(store);
    await submit();
    const name = screen.getByLabelText(/^Name/);
    // The form's rules load with the first submit (BookTable), so the errors come a moment later.
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = name.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Please enter your name.');
    expect(document.activeElement).toBe(name);
    expect(keys).toEqual([]);
  });
});
