import { Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Reservation } from '../../../domain/reservation/reservation';
import { currentLanguage } from '../../i18n/i18n';
import { QuickActions, RowMenu } from './reservation-actions';
import { formatAdminInstant } from './reservation-format';
import { useWhen } from './reservation-list';
import type { ReservationUpdate } from './use-reservation-update';
import { useWideScreen } from './use-wide-screen';

/** On a phone the strip keeps to the three newest requests, so the list still starts on the first screen. */
const NARROW_ROWS = 3;

/**
 * The requests that wait for an answer, newest first, above the list whatever its filter: a guest's new
 * booking is here the moment it arrives, with Confirm and Cancel at hand. Hidden when nothing waits.
 */
export const AwaitingConfirmation = ({
  reservations,
  total,
  busyId,
  onUpdate,
  onDetails,
}: {
  reservations: readonly Reservation[];
  /** Every pending request from today on, of which `reservations` are the newest. */
  total: number;
  busyId: string | null;
  onUpdate: (update: ReservationUpdate) => void;
  onDetails: (id: string) => void;
}) => {
  const { t, i18n } = useTranslation('admin');
  const language = currentLanguage(i18n);
  const when = useWhen();
  const wide = useWideScreen();
  if (total === 0) return null;
  return (
    <Box
      as="section"
      aria-labelledby="awaiting-confirmation"
      data-testid="awaiting-confirmation"
      mb={6}
      p={{ base: 3, md: 4 }}
      rounded="lg"
      bg="yellow.50"
      borderWidth="1px"
      borderColor="yellow.300"
      borderStartWidth="4px"
      borderStartColor="yellow.500"
      _dark={{ bg: 'yellow.950', borderColor: 'yellow.800' }}
    >
      <Flex justify="space-between" align="baseline" gap={3} wrap="wrap" mb={3}>
        <Heading as="h2" size="md" id="awaiting-confirmation">
          {t('reservations.awaiting.title', { count: total })}
        </Heading>
        <Button asChild size="sm" variant="plain" color="fg" textDecoration="underline" px={0}>
          <Link to="/admin/reservations" search={{ status: 'pending' }}>
            {t('reservations.awaiting.showAll', { count: total })}
          </Link>
        </Button>
      </Flex>
      <Stack as="ul" listStyleType="none" gap={{ base: 2, md: 1.5 }}>
        {(wide ? reservations : reservations.slice(0, NARROW_ROWS)).map((r) => {
          const w = when(r);
          return (
            <Flex
              as="li"
              key={r.id}
              data-pending-id={r.id}
              bg="bg"
              rounded="md"
              borderWidth="1px"
              px={3}
              py={{ base: 2, md: 1.5 }}
              gap={{ base: 2, md: 4 }}
              align={{ base: 'stretch', md: 'center' }}
              direction={{ base: 'column', md: 'row' }}
            >
              <Box flex="1" minW={0}>
                <Text overflowWrap="anywhere">
                  <Text as="span" fontWeight="semibold">
                    {r.customer_name}
                  </Text>
                  <Text as="span" display={{ base: 'block', md: 'inline' }}>
                    <Text as="span" hideBelow="md" aria-hidden>
                      {' · '}
                    </Text>
                    {w.date} · {w.time} · {w.party}
                  </Text>
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {t('reservations.awaiting.requested', {
                    when: formatAdminInstant(language, r.created_at),
                  })}
                </Text>
              </Box>
              <HStack gap={1} justify="flex-end">
                <QuickActions reservation={r} busy={busyId === r.id} onUpdate={onUpdate} />
                <RowMenu
                  reservation={r}
                  busy={busyId === r.id}
                  onUpdate={onUpdate}
                  onDetails={() => onDetails(r.id)}
                />
              </HStack>
            </Flex>
          );
        })}
      </Stack>
    </Box>
  );
};
