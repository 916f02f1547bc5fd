import { Alert, Box, Heading, Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useContainer } from '../../app/container-context';
import { OpeningHours } from '../opening-hours';
import { ContactDetails } from '../restaurant-contact';
import { PublicPage } from '../public-page';
import { imprintQuery } from '../queries';
import { EmptyState } from '../states';
import { useDocumentMeta } from '../use-document-meta';
import { useLoggedError } from '../use-logged-error';
import { LegalText } from './legal-text';

const CARD = {
  bg: 'white',
  rounded: '2xl',
  borderWidth: '1px',
  borderColor: 'orange.100',
  p: { base: 5, md: 8 },
} as const;

export const ImprintPage = () => {
  const { t } = useTranslation('common');
  useDocumentMeta(t('meta.imprint.title'), t('meta.imprint.description'));
  const { data, isPending, isLoadingError, error } = useQuery(imprintQuery(useContainer()));
  useLoggedError(error, 'Failed to load the imprint');

  let body;
  if (isPending)
    body = (
      <Stack gap={8} role="status" aria-label={t('imprint.loading')}>
        {[0, 1, 2].map((i) => (
          <Stack key={i} gap={3} aria-hidden>
            <Skeleton h={7} w="45%" />
            <Skeleton h={4} w="90%" />
            <Skeleton h={4} w="75%" />
            <Skeleton h={4} w="60%" />
          </Stack>
        ))}
      </Stack>
    );
  // Only a read that never succeeded shows the error: a failed refresh keeps what is shown (decision 0091).
  else if (isLoadingError)
    body = (
      <Alert.Root status="error" rounded="xl">
        <Alert.Indicator />
        <Alert.Title>{t('imprint.error')}</Alert.Title>
      </Alert.Root>
    );
  else if (data.length === 0)
    body = <EmptyState icon="pin" title={t('imprint.emptyTitle')} text={t('imprint.emptyText')} />;
  else
    body = (
      <Stack gap={6}>
        {data.map((block) => (
          <Box
            as="section"
            key={block.section_name}
            lang="de"
            aria-labelledby={`imprint-${block.section_name}`}
            {...CARD}
          >
            <Heading id={`imprint-${block.section_name}`} as="h2" size="xl" fontFamily="heading" mb={3}>
              {block.title}
            </Heading>
            <LegalText>{block.content}</LegalText>
          </Box>
        ))}
      </Stack>
    );

  // 'Impressum' is the legal term in every language; the blocks are German legal text.
  return (
    <PublicPage maxW="3xl" title="Impressum" titleLang="de" subtitle={t('imprint.subtitle')}>
      <Stack gap={6}>
        {body}
        <Box as="section" aria-labelledby="imprint-contact" {...CARD}>
          <Heading id="imprint-contact" as="h2" size="xl" fontFamily="heading" mb={3}>
            {t('contact.title')}
          </Heading>
          <ContactDetails />
        </Box>
        <Box as="section" aria-labelledby="imprint-hours" {...CARD}>
          <Heading id="imprint-hours" as="h2" size="xl" fontFamily="heading" mb={3}>
            {t('hours.title')}
          </Heading>
          <OpeningHours withClosures />
        </Box>
      </Stack>
    </PublicPage>
  );
};
