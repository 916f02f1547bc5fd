import { createFileRoute } from '@tanstack/react-router';
import { EventsPage } from '../../public/events/events-page';
import { upcomingEventsQuery } from '../../public/queries';

export const Route = createFileRoute('/_public/events')({
  // Starts the read and lets the page render its loading state meanwhile (decision 0020).
  loader: ({ context: { queryClient, container } }) => {
    void queryClient.prefetchQuery(upcomingEventsQuery(container));
  },
  component: EventsPage,
});
