import { Box, Button, Container, Flex, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomConsent } from '../../../domain/consent/validity';
import { PublicIcon } from '../public-icons';
import { useConsent } from './consent-context';

const loadDialog = () => import('./consent-dialog');
const ConsentDialog = lazy(loadDialog);

/** Where keyboard focus goes once the banner is gone: the page's main landmark, not the document's start. */
const focusMain = () => document.getElementById('main')?.focus({ preventScroll: true });

/**
 * The cookie banner: a region at the foot of the viewport until consent exists. It is sticky
 * rather than fixed, so it keeps a place of its own at the end of the page: scrolled to the bottom, nothing
 * (not the booking button on a phone either) stays hidden behind it. It never traps focus.
 */
export const CookieBanner = () => {
  const { t } = useTranslation('common');
  const { consent, bannerOpen, give, focusRequested, focusHandled } = useConsent();
  const [dialogOpen, setDialogOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (bannerOpen && focusRequested) {
      heading.current?.focus();
      focusHandled();
    }
  }, [bannerOpen, focusRequested, focusHandled]);

  const choose = (kind: 'all' | 'essential' | CustomConsent) => {
    setDialogOpen(false);
    void give(kind).then(focusMain);
  };

  if (!bannerOpen) return null;
  return (
    <Box
      as="section"
      aria-labelledby="cookie-banner-title"
      position="sticky"
      bottom={0}
      zIndex="banner"
      bg="white"
      borderTopWidth="1px"
      borderColor="orange.200"
      // A short shadow: a 30 px blur across the whole width is painted again with every frame behind the
      // banner while a first visit's page loads.
      boxShadow="0 -2px 8px rgba(59, 35, 20, 0.12)"
      data-testid="cookie-banner"
    >
      <Container maxW="6xl" py={{ base: 3, md: 4 }}>
        <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: 3, md: 6 }} align={{ md: 'center' }}>
          <Stack gap={1} flex="1">
            <Flex gap={2} align="center">
              <PublicIcon name="cookie" color="brand.700" />
              <Heading
                ref={heading}
                id="cookie-banner-title"
                as="h2"
                size="md"
                fontFamily="heading"
                tabIndex={-1}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '2px' }}
              >
                {t('consent.title')}
              </Heading>
            </Flex>
            <Text fontSize="sm" color="gray.700">
              {t('consent.text')}{' '}
              <ChakraLink asChild color="brand.700" textDecoration="underline">
                <Link to="/privacy">{t('consent.privacyLink')}</Link>
              </ChakraLink>
            </Text>
          </Stack>
          <Flex gap={2} wrap="wrap" flexShrink={0}>
            <Button
              variant="outline"
              size="sm"
              colorPalette="brand"
              flex={{ base: 1, sm: '0 0 auto' }}
              onClick={() => choose('essential')}
            >
              {t('consent.essential')}
            </Button>
            <Button
              size="sm"
              colorPalette="brand"
              flex={{ base: 1, sm: '0 0 auto' }}
              onClick={() => choose('all')}
            >
              {t('consent.acceptAll')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              colorPalette="brand"
              flex={{ base: '1 1 100%', sm: '0 0 auto' }}
              onPointerEnter={() => void loadDialog()}
              onFocus={() => void loadDialog()}
              onClick={() => setDialogOpen(true)}
            >
              {t('consent.customize')}
            </Button>
          </Flex>
        </Flex>
      </Container>
      {dialogOpen && (
        <Suspense fallback={null}>
          <ConsentDialog
            open
            initial={consent ?? null}
            onClose={() => setDialogOpen(false)}
            onSave={(choice) => choose(choice)}
          />
        </Suspense>
      )}
    </Box>
  );
};
