import { Button, Center, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ContactDetails } from '../public/restaurant-contact';
import { PublicIcon, type PublicIconName } from '../public/public-icons';

export type LinkProblemKind = 'invalid' | 'expired' | 'used' | 'unavailable';

const ICONS: Readonly<Record<LinkProblemKind, PublicIconName>> = {
  invalid: 'close',
  expired: 'clock',
  used: 'calendar',
  unavailable: 'cookie',
};

/**
 * A link that opens nothing, in words a guest understands: wrong or cut off, expired, already cancelled, or
 * a failed read (with a retry). Each offers a new booking, the home page and the restaurant's phone and e-mail.
 */
export const LinkProblem = ({ kind, onRetry }: { kind: LinkProblemKind; onRetry?: () => void }) => {
  const { t } = useTranslation('common');
  return (
    <Stack
      as="section"
      aria-labelledby="self-service-problem"
      data-testid="self-service-problem"
      data-problem={kind}
      gap={5}
      align="center"
      textAlign="center"
      bg="white"
      rounded="2xl"
      borderWidth="1px"
      borderColor="#e8d6bf"
      px={{ base: 5, md: 10 }}
      py={{ base: 10, md: 14 }}
    >
      <Center boxSize={14} rounded="full" bg="brand.50" color="brand.700" aria-hidden>
        <PublicIcon name={ICONS[kind]} boxSize={7} />
      </Center>
      <Heading as="h2" id="self-service-problem" size={{ base: 'xl', md: '2xl' }} fontFamily="heading">
        {t(`selfService.pages.${kind}.title`)}
      </Heading>
      <Text color="gray.700" maxW="lg" textWrap="pretty">
        {t(`selfService.pages.${kind}.text`)}
      </Text>
      <HStack gap={3} wrap="wrap" justify="center">
        {onRetry ? (
          <Button colorPalette="brand" rounded="full" onClick={onRetry}>
            {t('selfService.pages.unavailable.retry')}
          </Button>
        ) : (
          <Button asChild colorPalette="brand" rounded="full">
            <Link to="/reservations">{t('selfService.bookAgain')}</Link>
          </Button>
        )}
        <Button asChild variant="outline" colorPalette="brand" rounded="full">
          <Link to="/">{t('selfService.toHome')}</Link>
        </Button>
      </HStack>
      <Stack gap={1} fontSize="sm" color="gray.700" align="center">
        <Text fontWeight="semibold">{t('selfService.help')}</Text>
        <ContactDetails lines={['phone', 'email']} />
      </Stack>
    </Stack>
  );
};
