import { Container } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../layout/page-heading';

const ReservationsPage = () => {
  const { t } = useTranslation('common');
  return (
    <Container maxW="6xl" py={{ base: 8, md: 12 }}>
      <PageHeading title={t('reservations.title')} subtitle={t('reservations.subtitle')} />
    </Container>
  );
};

export const Route = createFileRoute('/_public/reservations')({ component: ReservationsPage });
