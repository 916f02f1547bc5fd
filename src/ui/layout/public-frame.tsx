import { Box, Flex, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportAppReady } from '../app/app-ready';
import { ConsentProvider } from '../public/consent/consent-context';
import { CookieBanner } from '../public/consent/cookie-banner';
import { StartFailedNotice } from '../public/start-failed-notice';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import { HydratedApart } from '../app/hydrated-apart';

/**
 * What every public page stands in: skip link, header, main, footer and the cookie banner. The 404 page
 * uses it too, so a guest who followed a stale link still has the navigation.
 */
export const PublicFrame = ({ children }: { children: ReactNode }) => {
  // Both public namespaces are asked for together, so a first visit waits for one round of requests.
  const { t } = useTranslation(['common', 'homepage']);
  useReportAppReady();
  return (
    <ConsentProvider>
      <Flex direction="column" minH="100dvh" bg="cream" color="gray.900">
        <chakra.a
          href="#main"
          position="absolute"
          left="-9999px"
          _focus={{ left: 2, top: 2, zIndex: 'skipLink', bg: 'white', p: 3, rounded: 'md', shadow: 'md' }}
        >
          {t('nav.skip')}
        </chakra.a>
        <PublicHeader />
        <StartFailedNotice />
        <Box as="main" id="main" tabIndex={-1} flex="1" _focus={{ outline: 'none' }}>
          {children}
        </Box>
        <HydratedApart>
          <PublicFooter />
        </HydratedApart>
        <HydratedApart>
          <CookieBanner />
        </HydratedApart>
      </Flex>
    </ConsentProvider>
  );
};
