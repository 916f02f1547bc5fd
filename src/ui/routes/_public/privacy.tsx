import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '../../public/legal/privacy-page';
import { privacyOperatorQuery, privacyPolicyBlockQuery, retentionQuery } from '../../public/queries';

export const Route = createFileRoute('/_public/privacy')({
  // The reads start at once; the fixed statement renders meanwhile (decision 0020).
  loader: ({ context: { queryClient, container } }) => {
    void queryClient.prefetchQuery(privacyOperatorQuery(container));
    void queryClient.prefetchQuery(privacyPolicyBlockQuery(container));
    void queryClient.prefetchQuery(retentionQuery(container));
  },
  component: PrivacyPage,
});
