import { Box, Button, Card, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Container } from 'inversify';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExplainAvailability } from '../../../application/room/explain-availability';
import type { TimeAnswer } from '../../../domain/room/availability';
import type { BookingChannel, FloorPlan } from '../../../domain/room/floor-plan';
import { resolve } from '../../../container';
import { useContainer } from '../../app/container-context';
import { unwrap } from '../../app/query';
import { queryKeys } from '../../app/query-keys';
import { floorPlanQuery } from '../settings/floor-plan-settings';

/** Each time of a date for a party, with its tables or the reason it is not offered (staff). */
export const availabilityQuery = (
  container: Container,
  date: string,
  partySize: number,
  channel: BookingChannel,
) =>
  queryOptions({
    queryKey: queryKeys.reservations.availability(date, partySize, channel),
    queryFn: () => unwrap(resolve(container, ExplainAvailability).execute(date, partySize, channel)),
  });

/** Where a party would sit, in words: a combination by its own name, else the table's. */
export const seatingNamed = (
  t: (key: string, options: { name: string }) => string,
  plan: FloorPlan | undefined,
  tableIds: readonly string[],
): string => {
  const ids = [...tableIds].sort().join();
  const combination = plan?.combinations.find((c) => [...c.tableIds].sort().join() === ids);
  if (combination) return t('reservations.availability.freeAtCombination', { name: combination.name });
  const names = tableIds.map((id) => plan?.tables.find((table) => table.id === id)?.name ?? '?').join(' + ');
  return t('reservations.availability.freeAtTable', { name: names });
};

/** Times in a row with the same answer, said once: "08:30–11:30  Table 5 free". */
interface AnswerRange {
  readonly from: string;
  readonly to: string;
  readonly answer: TimeAnswer;
}

const sameAnswer = (a: TimeAnswer, b: TimeAnswer) =>
  a.reason === b.reason && a.tableIds.join() === b.tableIds.join();

const rangesOf = (answers: readonly TimeAnswer[]): AnswerRange[] => {
  const ranges: AnswerRange[] = [];
  for (const answer of answers) {
    const last = ranges.at(-1);
    if (last && sameAnswer(last.answer, answer)) ranges[ranges.length - 1] = { ...last, to: answer.time };
    else ranges.push({ from: answer.time, to: answer.time, answer });
  }
  return ranges;
};

const PARTY_SIZES = { min: 1, max: 100 };

/**
 * For the host on the phone: which times of the day a party can have, at which table, and in words why
 * the others are not offered, as guests see them online or as staff may book (not held to the form's
 * party limit, horizon, lead time and tables kept off the form). Opened on demand; never printed.
 */
export const AvailabilityCheck = ({ date }: { date: string }) => {
  const { t } = useTranslation('admin');
  const container = useContainer();
  const [open, setOpen] = useState(false);
  const [party, setParty] = useState('2');
  const [channel, setChannel] = useState<BookingChannel>('online');
  const partySize = Number(party);
  const valid = Number.isInteger(partySize) && partySize >= PARTY_SIZES.min && partySize <= PARTY_SIZES.max;
  const answers = useQuery({
    ...availabilityQuery(container, date, partySize, channel),
    enabled: open && valid,
  });
  const plan = useQuery({ ...floorPlanQuery(container), enabled: open });
  const partyId = useId();

  return (
    <Card.Root variant="outline" size="sm" display={{ _print: 'none' }} data-testid="availability-check">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap={2}>
          <Heading as="h2" size="md">
            {t('reservations.availability.title')}
          </Heading>
          <Button size="sm" variant="outline" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? t('reservations.availability.close') : t('reservations.availability.open')}
          </Button>
        </HStack>
      </Card.Header>
      {open && (
        <Card.Body pt={0}>
          <Stack gap={4}>
            <HStack gap={3} align="flex-end" wrap="wrap">
              <Field.Root w="8rem" invalid={!valid}>
                <Field.Label htmlFor={partyId}>{t('reservations.availability.partySize')}</Field.Label>
                <Input
                  id={partyId}
                  type="number"
                  inputMode="numeric"
                  min={PARTY_SIZES.min}
                  max={PARTY_SIZES.max}
                  value={party}
                  onChange={(e) => setParty(e.target.value)}
                />
                <Field.ErrorText>{t('reservations.availability.partySizeHint')}</Field.ErrorText>
              </Field.Root>
              <HStack
                gap={0}
                role="group"
                aria-label={t('reservations.availability.channel')}
                w={{ base: 'full', sm: 'auto' }}
              >
                {(['online', 'staff'] as const).map((c) => (
                  <Button
                    key={c}
                    size="md"
                    flex={{ base: 1, sm: 'initial' }}
                    h="auto"
                    minH={10}
                    py={2}
                    whiteSpace="normal"
                    variant={channel === c ? 'solid' : 'outline'}
                    colorPalette="brand"
                    aria-pressed={channel === c}
                    borderStartRadius={c === 'online' ? undefined : 0}
                    borderEndRadius={c === 'online' ? 0 : undefined}
                    onClick={() => setChannel(c)}
                  >
                    {t(`reservations.availability.channels.${c}`)}
                  </Button>
                ))}
              </HStack>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {t(`reservations.availability.channelHint.${channel}`)}
            </Text>
            {valid && (
              <AvailabilityAnswers
                answers={answers.data}
                failed={answers.isError}
                seating={(ids) => seatingNamed(t, plan.data, ids)}
              />
            )}
          </Stack>
        </Card.Body>
      )}
    </Card.Root>
  );
};

const AvailabilityAnswers = ({
  answers,
  failed,
  seating,
}: {
  answers: readonly TimeAnswer[] | undefined;
  failed: boolean;
  seating: (ids: readonly string[]) => string;
}) => {
  const { t } = useTranslation('admin');
  if (failed) return <Text role="alert">{t('reservations.availability.loadError')}</Text>;
  if (!answers) return <Text role="status">{t('reservations.loading')}</Text>;
  if (answers.length === 0) return <Text>{t('reservations.availability.reasons.dateClosed')}</Text>;
  // One reason for every time (a closed or past date, a party over the limit) is said once.
  const [first] = answers;
  if (first?.reason && answers.every((a) => a.reason === first.reason))
    return (
      <Text data-testid="availability-reason">{t(`reservations.availability.reasons.${first.reason}`)}</Text>
    );
  return (
    <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap={4} rowGap={1} aria-live="polite">
      {rangesOf(answers).map(({ from, to, answer: { tableIds, reason } }) => (
        <Box key={from} display="contents" data-testid="availability-times" data-from={from} data-to={to}>
          <Box as="dt" fontVariantNumeric="tabular-nums" fontWeight="semibold" whiteSpace="nowrap">
            {from === to ? from : `${from}–${to}`}
          </Box>
          <Box as="dd" color={reason ? 'fg.muted' : 'fg'}>
            {reason
              ? t(`reservations.availability.reasons.${reason}`)
              : tableIds.length > 0
                ? seating(tableIds)
                : t('reservations.availability.free')}
          </Box>
        </Box>
      ))}
    </Box>
  );
};
