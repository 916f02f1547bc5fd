import { createFileRoute } from '@tanstack/react-router';
import { MenuPage } from '../../public/menu/menu-page';
import { publicMenuQuery } from '../../public/queries';

export const Route = createFileRoute('/_public/menu')({
  // Starts the read and lets the page render its loading state meanwhile (decision 0020).
  loader: ({ context: { queryClient, container } }) => {
    void queryClient.prefetchQuery(publicMenuQuery(container));
  },
  component: MenuPage,
});
