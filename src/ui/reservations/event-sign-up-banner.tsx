import { Alert, Box, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { RestaurantEvent } from '../../domain/event/event';
import { eventWallClock, seatsLeft } from '../../domain/event/seats';
import { currentLanguage } from '../i18n/i18n';
import { PublicIcon } from '../public/public-icons';
import { useLocalized } from '../public/use-localized';
import { formatBookingDate } from './booking-format';

/**
 * What a guest signs up for, in place of the date and time fields: the event's title, its day and time
 * in Berlin, and the seats left. A refusal about the event itself (it started, it is gone) shows here.
 */
export const EventSignUpBanner = ({ event, error }: { event: RestaurantEvent; error: string | null }) => {
  const { t, i18n } = useTranslation('common');
  const localize = useLocalized();
  const { date, time } = eventWallClock(event);
  return (
    <Box
      data-testid="event-sign-up"
      rounded="xl"
      borderWidth="1px"
      borderColor="orange.200"
      bg="orange.50"
      p={4}
    >
      <Stack gap={1}>
        <Text fontSize="sm" fontWeight="semibold" color="brand.700">
          {t('reservations.event.title')}
        </Text>
        <Heading as="h2" size="lg" fontFamily="heading">
          {localize(event).title}
        </Heading>
        <HStack gap={2} fontSize="sm" color="gray.700">
          <PublicIcon name="calendar" boxSize={4} />
          <Text>
            {t('reservations.event.when', { day: formatBookingDate(currentLanguage(i18n), date), time })}
          </Text>
        </HStack>
        <HStack gap={2} fontSize="sm" color="gray.700">
          <PublicIcon name="users" boxSize={4} />
          <Text>{t('reservations.event.seatsLeft', { count: seatsLeft(event) })}</Text>
        </HStack>
        {error && (
          <Alert.Root status="error" mt={2} rounded="lg">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
    </Box>
  );
};
