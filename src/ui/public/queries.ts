import { queryOptions } from '@tanstack/react-query';
import type { Container } from 'inversify';
import { ListPublishedAbout } from '../../application/about/list-published-about';
import { LoadConsent } from '../../application/consent/load-consent';
import { FindActiveContentBlock } from '../../application/content/find-active-content-block';
import { LoadImprint } from '../../application/content/load-imprint';
import { LoadPrivacyOperator } from '../../application/content/load-privacy-operator';
import { ListUpcomingEvents } from '../../application/events/list-upcoming-events';
import { ListGalleryImages } from '../../application/gallery/list-gallery-images';
import { ListFeaturedDishes } from '../../application/menu/list-featured-dishes';
import { ListMenuCategoriesWithCounts } from '../../application/menu/list-menu-categories-with-counts';
import { ListPublicMenu } from '../../application/menu/list-public-menu';
import { ListPressArticles } from '../../application/press/list-press-articles';
import { FindFeaturedVideo } from '../../application/videos/find-featured-video';
import { FindHeroVideo } from '../../application/videos/find-hero-video';
import { ShowRetention } from '../../application/settings/show-retention';
import { resolve } from '../../container';
import { EVENTS_ON_HOME } from '../../domain/event/home';
import { PRESS_ON_HOME } from '../../domain/press/press-order';
import { unwrap } from '../app/query';
import { queryKeys } from '../app/query-keys';

/**
 * One factory per public read: the only owner of its query key (area first, see src/ui/app/query.ts). Route
 * loaders prefetch with these and components read with the same ones, so a page's reads start together in
 * its loader and a later visit to any page that shares a read finds it in the cache.
 */

export const upcomingEventsQuery = (container: Container, limit?: number) =>
  queryOptions({
    queryKey: queryKeys.events.upcoming(limit),
    queryFn: () => unwrap(resolve(container, ListUpcomingEvents).execute(limit)),
  });

export const homeEventsQuery = (container: Container) => upcomingEventsQuery(container, EVENTS_ON_HOME);

export const publicMenuQuery = (container: Container) =>
  queryOptions({
    queryKey: queryKeys.menu.public(),
    queryFn: () => unwrap(resolve(container, ListPublicMenu).execute()),
  });

export const featuredDishesQuery = (container: Container) =>
  queryOptions({
    queryKey: queryKeys.menu.featured(),
    queryFn: () => unwrap(resolve(container, ListFeaturedDishes).execute()),
  });

/** Counts change with the items, so a menu item write must invalidate 'menu-categories' as well. */
export const menuCategoriesWithCountsQuery = (container: Container) =>
  queryOptions({
    queryKey: queryKeys.menuCategories.withCounts(),
    queryFn: () => unwrap(resolve(container, ListMenuCategoriesWithCounts).execute()),
  });

export const pressQuery = (container: Container, limit?: number) =>
  queryOptions({
    queryKey: queryKeys.press.list(limit),
    queryFn: () => unwrap(resolve(container, ListPressArticles).execute(limit)),
  });

export const homePressQuery = (container: Container) => pressQuery(container, PRESS_ON_HOME);

export const galleryQuery = (container: Container) =>
  queryOptions({
    queryKey: queryKeys.gallery.list(),
    queryFn: () => unwrap(resolve(container, ListGalleryImages).execute()),
  });

export const featuredVideoQuery = (container: Container) =>
  queryOptions({
    queryKey: queryKeys.videos.featured(),
    queryFn: () => unwrap(resolve(container, FindFeaturedVideo).execute()),
  });

export const heroVideoQuery = (container: Container) =>
  queryOptions({
    queryKey: queryKeys.videos.hero(),
    queryFn: () => unwrap(resolve(container, FindHeroVideo).execute()),
  });

export const publishedAboutQuery = (container: Container) =>
  queryOptions({
    queryKey: queryKeys.about.published(),
    queryFn: () => unwrap(resolve(container, ListPublishedAbout).execute()),
  });

export const imprintQuery = (container: Container) =>
  queryOptions({
    queryKey: queryKeys.content.imprint(),
    queryFn: () => unwrap(resolve(container, LoadImprint).execute()),
  });

export const privacyOperatorQuery = (container: Container) =>
  queryOptions({
    queryKey: queryKeys.content.privacyOperator(),
    queryFn: () => unwrap(resolve(container, LoadPrivacyOperator).execute()),
  });

export const privacyPolicyBlockQuery = (container: Container) =>
  queryOptions({
    queryKey: queryKeys.content.active('privacy_policy'),
    queryFn: () => unwrap(resolve(container, FindActiveContentBlock).execute('privacy_policy')),
  });

/**
 * The visitor's consent lives in this browser; it is read once per page load and then changed only by the
 * banner and the footer, which write the cache directly.
 */
export const consentQuery = (container: Container) =>
  queryOptions({
    queryKey: queryKeys.consent.current(),
    queryFn: () => resolve(container, LoadConsent).execute(),
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** How long personal data is kept: the privacy statement states it, Settings edits it. */
export const retentionQuery = (container: Container) =>
  queryOptions({
    queryKey: queryKeys.settings.retention(),
    queryFn: () => unwrap(resolve(container, ShowRetention).execute()),
    staleTime: 5 * 60_000,
  });
