import {
  Box,
  Button,
  Center,
  Container,
  Flex,
  Grid,
  HStack,
  Heading,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Ports } from '../../application/ports/tokens';
import { restaurantParts } from '../../domain/shared/time';
import { usePort } from '../app/container-context';
import { useConsent } from '../public/consent/consent-context';
import { OpeningHours, useBookingRules } from '../public/opening-hours';
import { LargeGroups } from '../public/large-groups';
import { ContactNote } from '../public/contact-note';
import { ContactDetails } from '../public/restaurant-contact';
import { PublicIcon } from '../public/public-icons';
import { drawnNearTheViewport } from '../public/near-the-viewport';

const FooterLink = chakra(Link);

const linkStyle = {
  color: 'whiteAlpha.900',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _hover: { color: 'white' },
  _focusVisible: { outline: '2px solid', outlineColor: 'orange.200', outlineOffset: '2px' },
} as const;

const EXPLORE = [
  { to: '/events', key: 'nav.events' },
  { to: '/menu', key: 'nav.menu' },
  { to: '/about', key: 'nav.about' },
  { to: '/reservations', key: 'nav.reservations' },
] as const;

export const PublicFooter = () => {
  const { t } = useTranslation('common');
  const { consent, withdraw } = useConsent();
  const year = restaurantParts(usePort(Ports.clock).now()).year;

  return (
    <Box
      as="footer"
      bg="#2b1a0f"
      color="whiteAlpha.900"
      mt={{ base: 0 }}
      {...drawnNearTheViewport({ base: '850px', md: '575px', lg: '480px' })}
    >
      <Container maxW="6xl" pt={{ base: 12, md: 16 }} pb={8}>
        <Grid templateColumns={{ base: '1fr', md: '1.4fr 1fr 1fr' }} gap={{ base: 10, md: 12 }}>
          <Stack gap={3}>
            <HStack gap={2}>
              <Center
                aria-hidden
                boxSize={9}
                rounded="full"
                bg="brand.600"
                color="white"
                fontWeight="bold"
                lang="zh"
              >
                桌
              </Center>
              <Text fontFamily="heading" fontSize="2xl" fontWeight="bold" color="white">
                Tischlein
              </Text>
            </HStack>
            <Text maxW="sm">{t('footer.tagline')}</Text>
          </Stack>
          <Stack gap={3}>
            <Heading as="h2" size="sm" color="white" textTransform="uppercase" letterSpacing="wider">
              {t('footer.visitTitle')}
            </Heading>
            <HStack gap={2} align="flex-start">
              <PublicIcon name="clock" boxSize={4} mt={1} color="orange.200" />
              <OpeningHours withClosures />
            </HStack>
            <ContactDetails iconColor="orange.200" />
            <FooterLargeGroups />
            <ContactNote color="whiteAlpha.800" />
          </Stack>
          <Stack gap={3} as="nav" aria-label={t('footer.explore')}>
            <Heading as="h2" size="sm" color="white" textTransform="uppercase" letterSpacing="wider">
              {t('footer.explore')}
            </Heading>
            <Stack as="ul" listStyleType="none" gap={2} m={0} p={0}>
              {EXPLORE.map((item) => (
                <li key={item.to}>
                  <FooterLink to={item.to} {...linkStyle}>
                    {t(item.key)}
                  </FooterLink>
                </li>
              ))}
            </Stack>
          </Stack>
        </Grid>
        <Flex
          mt={{ base: 10, md: 12 }}
          pt={6}
          borderTopWidth="1px"
          borderColor="whiteAlpha.300"
          direction={{ base: 'column', md: 'row' }}
          gap={4}
          justify="space-between"
          align={{ md: 'center' }}
        >
          <Text fontSize="sm">{t('footer.copyright', { year })}</Text>
          <HStack
            as="nav"
            aria-label={t('footer.legal')}
            columnGap={5}
            rowGap={2}
            flexWrap="wrap"
            fontSize="sm"
            align="baseline"
          >
            <FooterLink to="/impressum" {...linkStyle}>
              {t('footer.imprint')}
            </FooterLink>
            <FooterLink to="/privacy" {...linkStyle}>
              {t('footer.privacy')}
            </FooterLink>
            <Button
              variant="plain"
              size="sm"
              h="auto"
              minW={0}
              p={0}
              fontWeight="normal"
              {...linkStyle}
              onClick={withdraw}
            >
              {consent ? t('footer.withdrawConsent') : t('footer.cookieSettings')}
            </Button>
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
};

/** The large-group rule under the contact, once the owner's rules are known. */
const FooterLargeGroups = () => {
  const { data: rules } = useBookingRules();
  if (!rules) return null;
  return <LargeGroups max={rules.maxPartySize} withContact={false} fontSize="sm" color="whiteAlpha.900" />;
};
