// @vitest-environment jsdom
// Faults without loss (decision 0091): a public page that has its content (read earlier, or
// from the prerendered snapshot once the client hydrates from it) keeps showing it when the background
// refresh fails. Only a read that never succeeded shows the page's error.
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { Container } from 'inversify';
import { readFileSync } from 'node:fs';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AboutRepository } from '../../src/application/ports/about-repository';
import type { ContentBlockRepository } from '../../src/application/ports/content-block-repository';
import { Ports } from '../../src/application/ports/tokens';
import type { AboutSection } from '../../src/domain/about/about-section';
import type { ContentBlock } from '../../src/domain/content/content-block';
import { DEFAULT_BOOKING_RULES } from '../../src/domain/settings/booking-rules';
import { DEFAULT_RESTAURANT_CONTACT } from '../../src/domain/settings/restaurant-contact';
import { ok, unavailable, type PortError, type Result } from '../../src/domain/shared/result';
import { ContainerProvider } from '../../src/ui/app/container-context';
import { system } from '../../src/ui/app/theme';
import { AboutPage } from '../../src/ui/public/about/about-page';
import { ImprintPage } from '../../src/ui/public/legal/imprint-page';
import { ManualClock } from '../support/memory';

const i18n = i18next.createInstance();
const locale = (ns: string) => JSON.parse(readFileSync(`locales/en/${ns}.json`, 'utf8'));

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['common', 'homepage'],
    defaultNS: 'common',
    resources: { en: { common: locale('common'), homepage: locale('homepage') } },
    interpolation: { escapeValue: false },
  });
  window.scrollTo = () => undefined;
  window.matchMedia ??= () =>
    ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }) as never;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const STAMP = { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };

/** The backend: up until the test takes it down; then every read answers as an unreachable server does. */
const backend = () => {
  const state = { up: true, reads: 0, failed: 0 };
  const answer = <T,>(value: T): Promise<Result<T, PortError>> => {
    state.reads++;
    if (state.up) return Promise.resolve(ok(value));
    state.failed++;
    return Promise.resolve(unavailable('TypeError: Failed to fetch'));
  };
  return { state, answer };
};

const block = (section_name: string, title: string, content: string): ContentBlock => ({
  id: section_name,
  ...STAMP,
  section_name,
  title,
  content,
  image_url: null,
  is_active: true,
  translations: {},
});

const aboutSection: AboutSection = {
  id: 'story',
  ...STAMP,
  section_key: 'story',
  section_type: 'text',
  title: 'Our story',
  subtitle: null,
  content: 'Dumplings since 2022.',
  is_published: true,
  display_order: 0,
  translations: {},
};

/** Reads everything once with the backend up (the snapshot), takes it down, then shows the page. */
const showFromSnapshot = async (ui: ReactNode) => {
  const { state, answer } = backend();
  const container = new Container();
  container.bind(Ports.clock).toConstantValue(new ManualClock());
  container.bind(Ports.bookingRules).toConstantValue({
    rules: () => answer(DEFAULT_BOOKING_RULES),
    save: async () => unavailable('read only'),
    freeTimes: async () => ok([]),
  });
  container.bind(Ports.restaurantContact).toConstantValue({
    contact: () => answer(DEFAULT_RESTAURANT_CONTACT),
    save: async () => unavailable('read only'),
  });
  const blocks = [
    block('impressum', 'Angaben gemäß § 5 DDG', 'Tischlein GmbH'),
    block('business_info', 'Registereintrag', 'HRB 12345'),
  ];
  container.bind(Ports.contentBlocks).toConstantValue({
    findActive: (name: string) => answer(blocks.find((b) => b.section_name === name) ?? null),
    listActive: () => answer([]),
  } as unknown as ContentBlockRepository);
  container.bind(Ports.about).toConstantValue({
    listSections: () => answer([aboutSection]),
    listImages: () => answer([]),
  } as unknown as AboutRepository);

  // Every read refreshes at once (staleTime 0), as a snapshot from the build does.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const tree = (
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>
        <ContainerProvider container={container}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </ContainerProvider>
      </I18nextProvider>
    </ChakraProvider>
  );
  const view = render(tree);
  return {
    state,
    /** Waits until the content shows, takes the backend down and refreshes every read on the page. */
    async failRefresh(content: string) {
      await screen.findByText(content, {}, { timeout: 15_000 });
      state.up = false;
      await act(() => queryClient.refetchQueries());
      view.rerender(tree);
    },
  };
};

const logged = (log: { mock: { calls: unknown[][] } }) => log.mock.calls.map((call) => String(call[0]));

describe('a public page whose refresh fails', () => {
  it('keeps the imprint, the contact details and the opening hours, with no error in their place', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = await showFromSnapshot(<ImprintPage />);
    await page.failRefresh('HRB 12345');
    // The failure reached the page (which logs it, not hiding it from whoever looks) before anything is checked.
    const failures = ['imprint', 'opening hours', 'restaurant contact'].map(
      (what) => `Failed to load the ${what}:`,
    );
    await waitFor(() => expect(logged(log)).toEqual(expect.arrayContaining(failures)), { timeout: 15_000 });
    expect(page.state.failed).toBeGreaterThanOrEqual(3);
    expect(screen.getByText('Tischlein GmbH')).toBeTruthy();
    expect(screen.getByText('HRB 12345')).toBeTruthy();
    expect(screen.getByText(DEFAULT_RESTAURANT_CONTACT.email)).toBeTruthy();
    expect(document.body.textContent).toContain('08:00');
    expect(screen.queryByText('The imprint could not be loaded. Please try again later.')).toBeNull();
    expect(screen.queryByText('Opening hours are unavailable right now.')).toBeNull();
    expect(screen.queryByText('Contact details are unavailable right now.')).toBeNull();
  });

  it('keeps the about page’s sections', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = await showFromSnapshot(<AboutPage />);
    await page.failRefresh('Dumplings since 2022.');
    await waitFor(() => expect(logged(log)).toContain('Failed to load about content:'), { timeout: 15_000 });
    expect(page.state.failed).toBeGreaterThan(0);
    expect(screen.getByText('Dumplings since 2022.')).toBeTruthy();
    expect(screen.queryByText('Failed to load about content. Please try again later.')).toBeNull();
  });
});
