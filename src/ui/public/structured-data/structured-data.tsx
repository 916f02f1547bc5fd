import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RestaurantEvent } from '../../../domain/event/event';
import type { MenuCategory } from '../../../domain/menu/menu-category';
import type { MenuItem } from '../../../domain/menu/menu-item';
import { restaurantDate } from '../../../domain/shared/time';
import { useContainer } from '../../app/container-context';
import { currentLanguage } from '../../i18n/i18n';
import { pathInLanguage } from '../../i18n/language-path';
import { bookingRulesQuery } from '../../reservations/booking-availability';
import { restaurantContactQuery } from '../restaurant-contact';
import { useLocalized } from '../use-localized';
import { useNow } from '../use-now';
import { eventJsonLd } from './events';
import { jsonLdDocument } from './json-ld';
import { JsonLdScript } from './json-ld-script';
import { menuJsonLd } from './menu';
import { restaurantJsonLd, restaurantPlace } from './restaurant';

/** The restaurant's name as guests and search engines know it (the pages' titles end in it). */
const RESTAURANT_NAME = 'Tischlein';

/** The page's language and its paths to the pages structured data points at. */
const usePaths = () => {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return { language, path: (page: string) => pathInLanguage(page, language) };
};

/**
 * The home page's Restaurant (decision 0085), from the same reads as the hours and address the page shows;
 * nothing until both have arrived (or when either failed), so no half-filled Restaurant is ever published.
 * `image` is the page's hero picture.
 */
export const RestaurantStructuredData = ({ image }: { image: string }) => {
  const { t } = useTranslation('common');
  const container = useContainer();
  const { data: contact } = useQuery(restaurantContactQuery(container));
  const { data: rules } = useQuery(bookingRulesQuery(container));
  const now = useNow();
  const { language, path } = usePaths();
  if (!contact || !rules) return null;
  return (
    <JsonLdScript
      document={jsonLdDocument(
        restaurantJsonLd({
          name: RESTAURANT_NAME,
          description: t('meta.home.description'),
          contact,
          rules,
          today: restaurantDate(now),
          cuisines: t('structuredData.servesCuisine')
            .split(',')
            .map((cuisine) => cuisine.trim())
            .filter((cuisine) => cuisine !== ''),
          language,
          paths: { home: path('/'), menu: path('/menu'), reservations: path('/reservations') },
          image,
        }),
      )}
    />
  );
};

/** The menu page's Menu: the dishes and categories the page lists, in the guest's language. */
export const MenuStructuredData = ({
  categories,
  items,
}: {
  categories: readonly MenuCategory[];
  items: readonly MenuItem[];
}) => {
  const { t } = useTranslation('homepage');
  const localize = useLocalized();
  const { language, path } = usePaths();
  if (items.length === 0) return null;
  return (
    <JsonLdScript
      document={jsonLdDocument(
        menuJsonLd({
          name: t('menu.title'),
          path: path('/menu'),
          language,
          categories: categories.map(localize),
          items: items.map(localize),
          studentPriceName: t('common:structuredData.studentPrice'),
        }),
      )}
    />
  );
};

/** The events page's upcoming events, each an Event at the restaurant's address. */
export const EventsStructuredData = ({ events }: { events: readonly RestaurantEvent[] }) => {
  const { data: contact } = useQuery(restaurantContactQuery(useContainer()));
  const localize = useLocalized();
  const { language, path } = usePaths();
  if (!contact || events.length === 0) return null;
  const facts = {
    location: restaurantPlace(RESTAURANT_NAME, contact),
    organizer: { name: RESTAURANT_NAME, url: path('/') },
    signUpPath: (event: RestaurantEvent) => `${path('/reservations')}?event=${encodeURIComponent(event.id)}`,
    language,
  };
  return (
    <JsonLdScript document={jsonLdDocument(events.map((event) => eventJsonLd(localize(event), facts)))} />
  );
};
