import { Box, Button, Card, DataList, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Reservation } from '../../domain/reservation/reservation';
import { currentLanguage } from '../i18n/i18n';
import { PublicIcon, type PublicIconName } from '../public/public-icons';
import { formatBookingDate } from './booking-format';

/**
 * What the guest sees after booking: name, date, time and party size from the stored
 * reservation, in the guest's current language, and the way back to an empty form.
 */
export const ReservationConfirmation = ({
  reservation,
  onMakeAnother,
}: {
  reservation: Reservation;
  onMakeAnother: () => void;
}) => {
  const { t, i18n } = useTranslation('common');
  const language = currentLanguage(i18n);
  const heading = useRef<HTMLHeadingElement>(null);

  // Screen readers and keyboards continue where the news is.
  useEffect(() => heading.current?.focus(), []);

  // The name leads the heading; the rows hold what the guest needs on the day.
  const rows: { icon: PublicIconName; label: string; value: string }[] = [
    {
      icon: 'calendar',
      label: t('reservations.confirmation.date'),
      value: formatBookingDate(language, reservation.reservation_date),
    },
    {
      icon: 'clock',
      label: t('reservations.confirmation.time'),
      value: t('reservations.confirmation.timeValue', { time: reservation.reservation_time }),
    },
    {
      icon: 'users',
      label: t('reservations.confirmation.party'),
      value: t('reservations.confirmation.people', { count: reservation.party_size }),
    },
  ];

  return (
    <Card.Root
      as="section"
      aria-labelledby="reservation-confirmation-title"
      data-testid="reservation-confirmation"
      rounded="2xl"
      shadow="sm"
      bg="white"
      borderTopWidth="4px"
      borderTopColor="green.600"
    >
      <Card.Body p={{ base: 5, md: 8 }}>
        <Stack gap={6}>
          <Flex gap={4} align="flex-start" direction={{ base: 'column', sm: 'row' }}>
            <Box
              flexShrink={0}
              boxSize={12}
              rounded="full"
              bg="green.100"
              color="green.700"
              display="grid"
              placeItems="center"
              aria-hidden
            >
              <svg
                width="26"
                height="26"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
              >
                <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </Box>
            <Stack gap={2}>
              <Heading
                as="h2"
                id="reservation-confirmation-title"
                ref={heading}
                tabIndex={-1}
                size={{ base: 'xl', md: '2xl' }}
                fontFamily="heading"
                outline="none"
                // Focus scrolls it into view; the sticky header must not cover it.
                scrollMarginTop="6rem"
              >
                {t('reservations.confirmation.title', { name: reservation.customer_name })}
              </Heading>
              <Text color="gray.700">
                {t('reservations.confirmation.text', { email: reservation.customer_email })}
              </Text>
            </Stack>
          </Flex>
          <DataList.Root orientation="horizontal" gap={3} bg="#fbf6ee" rounded="xl" p={{ base: 4, md: 5 }}>
            {rows.map((row) => (
              <DataList.Item key={row.label}>
                <DataList.ItemLabel
                  display="flex"
                  alignItems="center"
                  gap={2}
                  minW={{ base: '7.5rem', md: '9rem' }}
                >
                  <PublicIcon name={row.icon} boxSize={4} color="brand.fg" />
                  {row.label}
                </DataList.ItemLabel>
                <DataList.ItemValue fontWeight="semibold" color="gray.900">
                  {row.value}
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
          <Box>
            <Button variant="outline" colorPalette="brand" onClick={onMakeAnother}>
              {t('reservations.confirmation.makeAnother')}
            </Button>
          </Box>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
};
