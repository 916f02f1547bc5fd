// @vitest-environment jsdom
// Public sections whose states the demo cannot reach in the browser: a failing about read, the hero video
// (none in the demo), and the featured video's autoplay, controls and play button.
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { Container } from 'inversify';
import { readFileSync } from 'node:fs';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AboutRepository } from '../../src/application/ports/about-repository';
import { Ports } from '../../src/application/ports/tokens';
import type { VideoRepository } from '../../src/application/ports/video-repository';
import type { AboutImage, AboutSection } from '../../src/domain/about/about-section';
import { DEFAULT_BOOKING_RULES, weekOf, type BookingRules } from '../../src/domain/settings/booking-rules';
import { DEFAULT_RESTAURANT_CONTACT } from '../../src/domain/settings/restaurant-contact';
import { ok, unavailable } from '../../src/domain/shared/result';
import type { RestaurantVideo } from '../../src/domain/video/restaurant-video';
import { ContainerProvider } from '../../src/ui/app/container-context';
import { system } from '../../src/ui/app/theme';
import { AboutPage } from '../../src/ui/public/about/about-page';
import { FeaturedVideoSection } from '../../src/ui/public/home/featured-video-section';
import { HeroSection } from '../../src/ui/public/home/hero-section';
import { ManualClock } from '../support/memory';

const i18n = i18next.createInstance();
const locale = (ns: string) => JSON.parse(readFileSync(`locales/en/${ns}.json`, 'utf8'));
let reducedMotion = false;

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['common', 'homepage'],
    defaultNS: 'common',
    resources: { en: { common: locale('common'), homepage: locale('homepage') } },
    interpolation: { escapeValue: false },
  });
  // The router restores scroll positions; jsdom has no layout to scroll.
  window.scrollTo = () => undefined;
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('prefers-reduced-motion') && reducedMotion,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as never;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  reducedMotion = false;
});

const STAMP = { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };

const video = (overrides: Partial<RestaurantVideo> = {}): RestaurantVideo => ({
  id: 'v1',
  ...STAMP,
  title: 'A morning at Tischlein',
  description: 'From the first steamer basket to the last egg coffee.',
  video_url: '/demo/videos/restaurant-tour.webm',
  thumbnail_url: '/demo/images/tour-poster.webp',
  featured_for_hero: false,
  is_featured: true,
  autoplay: false,
  show_controls: true,
  display_order: 0,
  translations: {},
  ...overrides,
});

const videos = (found: { featured?: RestaurantVideo | null | 'fail'; hero?: RestaurantVideo | null }) =>
  ({
    findFeatured: async () =>
      found.featured === 'fail' ? unavailable('offline') : ok(found.featured ?? null),
    findHero: async () => ok(found.hero ?? null),
  }) as unknown as VideoRepository;

const SUNDAYS_CLOSED: BookingRules = {
  ...DEFAULT_BOOKING_RULES,
  weeklyHours: weekOf((day) => (day === '7' ? [] : [{ from: '08:00', to: '22:00' }])),
};

/** Renders a public section with its providers, inside a router for its links. */
const show = (ui: ReactNode, bind: (container: Container) => void) => {
  const container = new Container();
  container.bind(Ports.clock).toConstantValue(new ManualClock());
  // The hero and the footer print the opening hours from the owner's booking rules.
  container.bind(Ports.bookingRules).toConstantValue({
    rules: async () => ok(SUNDAYS_CLOSED),
    save: async () => unavailable('read only'),
    freeTimes: async () => ok([]),
  });
  container.bind(Ports.restaurantContact).toConstantValue({
    contact: async () => ok(DEFAULT_RESTAURANT_CONTACT),
    save: async () => unavailable('read only'),
  });
  bind(container);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>
        <ContainerProvider container={container}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </ContainerProvider>
      </I18nextProvider>
    </ChakraProvider>,
  );
};

describe('About page', () => {
  const section = (
    fields: Partial<AboutSection> & Pick<AboutSection, 'id' | 'section_type'>,
  ): AboutSection => ({
    ...STAMP,
    section_key: fields.id,
    title: `Title ${fields.id}`,
    subtitle: null,
    content: null,
    is_published: true,
    display_order: 0,
    translations: {},
    ...fields,
  });
  const image = (id: string, sectionId: string, extra: Partial<AboutImage> = {}): AboutImage => ({
    id,
    ...STAMP,
    section_id: sectionId,
    image_url: `/demo/images/${id}.svg`,
    alt_text: null,
    title: null,
    caption: null,
    display_order: 0,
    translations: {},
    ...extra,
  });

  it('shows the alert when the read fails, and logs the failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const about = {
      listSections: async () => unavailable('offline'),
      listImages: async () => ok([]),
    } as unknown as AboutRepository;
    show(<AboutPage />, (c) => c.bind(Ports.about).toConstantValue(about));
    expect(await screen.findByText('Failed to load about content. Please try again later.')).toBeTruthy();
    expect(log).toHaveBeenCalled();
  });

  it('draws each section by its type: hero, gallery with captions, text as paragraphs beside its pictures', async () => {
    const about = {
      listSections: async () =>
        ok([
          section({ id: 'hero', section_type: 'hero', subtitle: 'Since 2022', content: 'One steamer.' }),
          section({ id: 'text', section_type: 'text', content: 'First line.\n\nSecond line.' }),
          section({ id: 'gallery', section_type: 'gallery' }),
        ]),
      listImages: async () =>
        ok([
          image('solo', 'text', { alt_text: 'The long table' }),
          image('g1', 'gallery', { title: 'Dining room', caption: 'Morning sun' }),
          image('g2', 'gallery', { title: 'Window seats' }),
        ]),
    } as unknown as AboutRepository;
    show(<AboutPage />, (c) => c.bind(Ports.about).toConstantValue(about));

    expect(await screen.findByRole('heading', { name: 'Title hero', level: 2 })).toBeTruthy();
    expect(screen.getByText('Since 2022')).toBeTruthy();
    expect(screen.getByText('First line.').tagName).toBe('P');
    expect(screen.getByText('Second line.').tagName).toBe('P');
    expect(screen.getByRole('img', { name: 'The long table' })).toBeTruthy();
    expect(screen.getByText('Morning sun')).toBeTruthy();
    // Without alt text, an image is described by its title.
    expect(screen.getByRole('img', { name: 'Window seats' })).toBeTruthy();
  });
});

describe('Featured-video section', () => {
  it('plays the tour muted when it autoplays, loops it, and follows show_controls', async () => {
    show(<FeaturedVideoSection />, (c) =>
      c
        .bind(Ports.videos)
        .toConstantValue(videos({ featured: video({ autoplay: true, show_controls: false }) })),
    );
    const element = (await screen.findByLabelText('A morning at Tischlein')) as HTMLVideoElement;
    expect(element.tagName).toBe('VIDEO');
    expect(element.muted).toBe(true);
    expect(element.autoplay).toBe(true);
    expect(element.loop).toBe(true);
    expect(element.controls).toBe(false);
    expect(element.getAttribute('poster')).toBe('/demo/images/tour-poster.webp');
    // Title and description are in the document for screen readers, shown on hover and focus.
    expect(screen.getByRole('heading', { name: 'A morning at Tischlein' })).toBeTruthy();
  });

  it('shows the poster and a play button until the guest taps it, then plays with sound and controls', async () => {
    const played = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    show(<FeaturedVideoSection />, (c) =>
      c.bind(Ports.videos).toConstantValue(videos({ featured: video() })),
    );
    const start = await screen.findByRole('button', { name: 'Play A morning at Tischlein' });
    expect(document.querySelector('video')).toBeNull();
    expect(start.querySelector('img')?.getAttribute('src')).toBe('/demo/images/tour-poster.webp');
    expect(start.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    expect(played).not.toHaveBeenCalled();

    fireEvent.click(start);
    const element = (await screen.findByLabelText('A morning at Tischlein')) as HTMLVideoElement;
    expect(element.tagName).toBe('VIDEO');
    expect(element.muted).toBe(false);
    expect(element.controls).toBe(true);
    expect(element.getAttribute('poster')).toBe('/demo/images/tour-poster.webp');
    expect(played).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(element);
    expect(screen.queryByRole('button', { name: 'Play A morning at Tischlein' })).toBeNull();
  });

  it('logs a video that will not play after the tap', async () => {
    const failure = new Error('NotAllowedError');
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(failure);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    show(<FeaturedVideoSection />, (c) =>
      c.bind(Ports.videos).toConstantValue(videos({ featured: video({ thumbnail_url: null }) })),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Play A morning at Tischlein' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('The tour video could not play', failure));
    expect(screen.getByLabelText('A morning at Tischlein').tagName).toBe('VIDEO');
  });

  it("shows the 'Restaurant Tour' placeholder when there is no video or its read fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    show(<FeaturedVideoSection />, (c) => c.bind(Ports.videos).toConstantValue(videos({ featured: 'fail' })));
    expect(await screen.findByText('Restaurant Tour')).toBeTruthy();
    expect(screen.getByText('See our cozy atmosphere and cooking process')).toBeTruthy();
  });
});

describe('Hero', () => {
  const heroVideo = () => document.querySelector('section[aria-labelledby="hero-title"] video');

  it('keeps the static image when no hero video exists', async () => {
    show(<HeroSection />, (c) => c.bind(Ports.videos).toConstantValue(videos({ hero: null })));
    await screen.findByRole('heading', { level: 1 });
    await act(async () => undefined);
    expect(heroVideo()).toBeNull();
    expect(document.querySelector('img[src="/demo/images/hero.svg"]')).toBeTruthy();
    // The hours card reads the rules: Monday to Saturday in one line, the closed Sunday left out.
    expect(await screen.findByText('Mon–Sat 08:00–22:00')).toBeTruthy();
    expect(screen.queryByText(/Sun/)).toBeNull();
    // The location card reads the contact: the address and the phone as a tel: link.
    expect(await screen.findByText(/Musterstraße 12, 13353 Berlin/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call 030 000 000 00' }).getAttribute('href')).toBe(
      'tel:03000000000',
    );
  });

  it('plays the hero video over the image, and drops it for the image again when it fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    show(<HeroSection />, (c) =>
      c.bind(Ports.videos).toConstantValue(videos({ hero: video({ featured_for_hero: true }) })),
    );
    await waitFor(() => expect(heroVideo()).toBeTruthy());
    const element = heroVideo() as HTMLVideoElement;
    expect(element.muted).toBe(true);
    fireEvent.error(element);
    await waitFor(() => expect(heroVideo()).toBeNull());
    expect(log).toHaveBeenCalled();
    expect(document.querySelector('img[src="/demo/images/hero.svg"]')).toBeTruthy();
  });

  it('never loads the hero video for a visitor who asks for reduced motion', async () => {
    reducedMotion = true;
    show(<HeroSection />, (c) =>
      c.bind(Ports.videos).toConstantValue(videos({ hero: video({ featured_for_hero: true }) })),
    );
    await screen.findByRole('heading', { level: 1 });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(heroVideo()).toBeNull();
  });
});
