import { Container } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../layout/page-heading';

const EventsPage = () => {
  const { t } = useTranslation('homepage');
  return (
    <Container maxW="6xl" py={{ base: 8, md: 12 }}>
      <PageHeading title={t('events.title')} subtitle={t('events.subtitle')} />
    </Container>
  );
};

export const Route = createFileRoute('/_public/events')({ component: EventsPage });
