import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../public/home/home-page';
import {
  featuredDishesQuery,
  featuredVideoQuery,
  galleryQuery,
  heroVideoQuery,
  homeEventsQuery,
  homePressQuery,
  menuCategoriesWithCountsQuery,
} from '../../public/queries';

export const Route = createFileRoute('/_public/')({
  // Every read of the page starts here at once; the hero, headings and texts render meanwhile (decision 0020).
  loader: ({ context: { queryClient, container } }) => {
    void queryClient.prefetchQuery(heroVideoQuery(container));
    void queryClient.prefetchQuery(featuredVideoQuery(container));
    void queryClient.prefetchQuery(homeEventsQuery(container));
    void queryClient.prefetchQuery(menuCategoriesWithCountsQuery(container));
    void queryClient.prefetchQuery(featuredDishesQuery(container));
    void queryClient.prefetchQuery(homePressQuery(container));
    void queryClient.prefetchQuery(galleryQuery(container));
  },
  component: HomePage,
});
