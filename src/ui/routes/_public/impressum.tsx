import { createFileRoute } from '@tanstack/react-router';
import { ImprintPage } from '../../public/legal/imprint-page';
import { imprintQuery } from '../../public/queries';

export const Route = createFileRoute('/_public/impressum')({
  // Starts the read and lets the page render its skeleton meanwhile (decision 0020).
  loader: ({ context: { queryClient, container } }) => {
    void queryClient.prefetchQuery(imprintQuery(container));
  },
  component: ImprintPage,
});
