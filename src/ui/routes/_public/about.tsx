import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../public/about/about-page';
import { guestContentBlocksQuery } from '../../public/about/story-blocks';
import { publishedAboutQuery } from '../../public/queries';

export const Route = createFileRoute('/_public/about')({
  // Starts the read and lets the page render its skeleton meanwhile (decision 0020).
  loader: ({ context: { queryClient, container } }) => {
    void queryClient.prefetchQuery(publishedAboutQuery(container));
    void queryClient.prefetchQuery(guestContentBlocksQuery(container));
  },
  component: AboutPage,
});
