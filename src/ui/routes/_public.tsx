import { Box, Flex, chakra } from '@chakra-ui/react';
import { Outlet, createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PublicFooter } from '../layout/public-footer';
import { PublicHeader } from '../layout/public-header';

const PublicLayout = () => {
  const { t } = useTranslation('common');
  return (
    <Flex direction="column" minH="100dvh">
      <chakra.a
        href="#main"
        position="absolute"
        left="-9999px"
        _focus={{ left: 2, top: 2, zIndex: 'skipLink', bg: 'bg', p: 2 }}
      >
        {t('nav.skip')}
      </chakra.a>
      <PublicHeader />
      <Box as="main" id="main" flex="1">
        <Outlet />
      </Box>
      <PublicFooter />
    </Flex>
  );
};

export const Route = createFileRoute('/_public')({ component: PublicLayout });
