import { Container } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../layout/page-heading';

const AboutPage = () => {
  const { t } = useTranslation('homepage');
  return (
    <Container maxW="6xl" py={{ base: 8, md: 12 }}>
      <PageHeading title={t('about.title')} subtitle={t('about.subtitle')} />
    </Container>
  );
};

export const Route = createFileRoute('/_public/about')({ component: AboutPage });
