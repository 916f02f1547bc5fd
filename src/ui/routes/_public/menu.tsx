import { Container } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../layout/page-heading';

const MenuPage = () => {
  const { t } = useTranslation('homepage');
  return (
    <Container maxW="6xl" py={{ base: 8, md: 12 }}>
      <PageHeading title={t('menu.title')} subtitle={t('menu.subtitle')} />
    </Container>
  );
};

export const Route = createFileRoute('/_public/menu')({ component: MenuPage });
