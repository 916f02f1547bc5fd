import { Button, Field, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Ports } from '../../../application/ports/tokens';
import { BookAsStaff } from '../../../application/reservations/book-as-staff';
import { takesASeat } from '../../../domain/reservation/summary';
import { tablesFreeAt } from '../../../domain/room/free-tables';
import { bookedPartyOf } from '../../../domain/room/hold';
import { staffRefusalsOf, type StaffRefusal } from '../../../domain/room/staff-seating';
import { HOLDS_COVERS } from '../../../domain/settings/bookable-slots';
import { restaurantDate, restaurantParts } from '../../../domain/shared/time';
import { useContainer, usePort, useUseCase } from '../../app/container-context';
import { useInvalidateAreas } from '../../app/query-keys';
import { notify } from '../../app/toaster';
import { currentLanguage } from '../../i18n/i18n';
import { bookingRulesQuery } from '../../reservations/booking-availability';
import { AdminIcon } from '../admin-icons';
import { AdminDialog } from '../shared/admin-dialog';
import { floorPlanQuery } from '../settings/floor-plan-settings';
import { daySheetQuery } from './reservations-queries';
import { StaffRefusalNotice } from './staff-refusal';

const hhmm = (instant: number) => {
  const { hour, minute } = restaurantParts(new Date(instant));
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
};

/**
 * A walk-in in one tap: how many, then the table, from those free now (each with how long it stays free,
 * smallest first). The store seats the party today at the current minute; when the room says no (closed,
 * full), the host may give a reason and seat them anyway, at the table or without one.
 */
export const WalkInDialog = ({ onClose }: { onClose: () => void }) => {
  const { t, i18n } = useTranslation('admin');
  const container = useContainer();
  const clock = usePort(Ports.clock);
  const book = useUseCase(BookAsStaff);
  const invalidate = useInvalidateAreas();
  const today = restaurantDate(clock.now());
  const rules = useQuery(bookingRulesQuery(container));
  const plan = useQuery(floorPlanQuery(container));
  const day = useQuery(daySheetQuery(container, today));
  const [party, setParty] = useState(2);
  const [name, setName] = useState('');
  const [submissionKey, setSubmissionKey] = useState(() => crypto.randomUUID());
  const [refusal, setRefusal] = useState<{ reasons: readonly StaffRefusal[]; tableId: string | null } | null>(
    null,
  );
  const [reason, setReason] = useState('');
  const nameId = useId();
  const partyId = useId();

  const now = clock.now().getTime();
  const booked =
    rules.data && day.data
      ? day.data.slots
          .flatMap((slot) => slot.reservations)
          .filter((r) => (HOLDS_COVERS as readonly string[]).includes(r.status) && takesASeat(r))
          .map((r) => bookedPartyOf(rules.data, r))
      : null;
  const free = plan.data && booked ? tablesFreeAt(plan.data, booked, now, party) : null;

  const seat = useMutation({
    mutationFn: (tableId: string | null) =>
      book.execute({
        customer_name: name.trim() || t('hostStand.walkInDialog.defaultName'),
        customer_email: null,
        customer_phone: null,
        reservation_date: today,
        reservation_time: hhmm(now),
        party_size: party,
        special_requests: null,
        admin_notes: null,
        language_preference: currentLanguage(i18n),
        source: 'walk_in',
        table_ids: tableId ? [tableId] : null,
        override_reason: refusal?.tableId === tableId && reason.trim() ? reason : null,
        submission_key: submissionKey,
      }),
    onSuccess: async (result, tableId) => {
      if (!result.ok) {
        const reasons = staffRefusalsOf(result.error);
        if (reasons.length > 0) return setRefusal({ reasons, tableId });
        console.error('Failed to seat a walk-in', result.error);
        return notify('error', t('common.error'), t('reservations.messages.updateError'));
      }
      const table = plan.data?.tables.find((x) => x.id === tableId)?.name;
      notify(
        'success',
        t('reservations.messages.success'),
        table
          ? t('hostStand.walkInDialog.seated', { name: result.value.customer_name, table })
          : t('hostStand.walkInDialog.seatedNoTable', { name: result.value.customer_name }),
      );
      onClose();
      await invalidate('reservations');
    },
    onError: (error) => {
      console.error('Failed to seat a walk-in', error);
      notify('error', t('common.error'), t('reservations.messages.updateError'));
    },
  });

  /** Another party size or table is another booking: a new key, and the refusal no longer applies. */
  const retarget = (next: () => void) => {
    next();
    setRefusal(null);
    setSubmissionKey(crypto.randomUUID());
  };

  return (
    <AdminDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('hostStand.walkInDialog.title')}
      maxW="lg"
      footer={
        <Button variant="outline" onClick={onClose} disabled={seat.isPending}>
          {t('shared.cancel')}
        </Button>
      }
    >
      <Stack gap={5} data-testid="walk-in">
        <HStack gap={4} align="flex-end" wrap="wrap">
          <Field.Root w="auto">
            <Field.Label htmlFor={partyId}>{t('hostStand.walkInDialog.partySize')}</Field.Label>
            <HStack gap={2}>
              <IconButton
                variant="outline"
                aria-label="−1"
                disabled={party <= 1}
                onClick={() => retarget(() => setParty(party - 1))}
              >
                <AdminIcon name="minus" boxSize={4} />
              </IconButton>
              <Input
                id={partyId}
                w="4.5rem"
                textAlign="center"
                type="number"
                inputMode="numeric"
                min={1}
                max={100}
                value={party}
                onChange={(e) => {
                  const n = Number(e.target.value);
                  if (Number.isInteger(n) && n >= 1 && n <= 100) retarget(() => setParty(n));
                }}
              />
              <IconButton
                variant="outline"
                aria-label="+1"
                disabled={party >= 100}
                onClick={() => retarget(() => setParty(party + 1))}
              >
                <AdminIcon name="plus" boxSize={4} />
              </IconButton>
            </HStack>
          </Field.Root>
          <Field.Root flex="1" minW="12rem">
            <Field.Label htmlFor={nameId}>{t('hostStand.walkInDialog.name')}</Field.Label>
            <Input
              id={nameId}
              autoComplete="off"
              value={name}
              placeholder={t('hostStand.walkInDialog.defaultName')}
              onChange={(e) => setName(e.target.value)}
            />
          </Field.Root>
        </HStack>
        <Stack gap={2} as="section" aria-labelledby={`${nameId}-free`}>
          <Text id={`${nameId}-free`} fontWeight="semibold">
            {t('hostStand.walkInDialog.free')}
          </Text>
          {!free ? (
            <Text role="status" color="fg.muted">
              {t('reservations.loading')}
            </Text>
          ) : free.length === 0 ? (
            <Text>{t('hostStand.walkInDialog.none')}</Text>
          ) : (
            <Stack gap={2}>
              {free.map(({ table, until }) => (
                <Button
                  key={table.id}
                  variant="outline"
                  colorPalette="brand"
                  justifyContent="space-between"
                  h="auto"
                  minH={12}
                  py={2}
                  whiteSpace="normal"
                  textAlign="start"
                  loading={seat.isPending && seat.variables === table.id}
                  disabled={seat.isPending}
                  data-table={table.name}
                  onClick={() => {
                    if (refusal && refusal.tableId !== table.id) setRefusal(null);
                    seat.mutate(table.id);
                  }}
                >
                  <Text as="span" fontWeight="semibold">
                    {t('hostStand.walkInDialog.seat', { name: table.name })}
                  </Text>
                  <Text as="span" fontSize="sm" color="fg.muted">
                    {t('hostStand.walkInDialog.seats', { count: table.maxSeats })} ·{' '}
                    {until === null
                      ? t('hostStand.walkInDialog.freeAllDay')
                      : t('hostStand.walkInDialog.freeUntil', { time: hhmm(until) })}
                  </Text>
                </Button>
              ))}
            </Stack>
          )}
          {free && free.length === 0 && (
            <Button variant="outline" disabled={seat.isPending} onClick={() => seat.mutate(null)}>
              {t('hostStand.walkInDialog.seatWithout')}
            </Button>
          )}
        </Stack>
        {refusal && (
          <Stack gap={3}>
            <StaffRefusalNotice reasons={refusal.reasons} reason={reason} onReason={setReason} />
            {reason.trim() && (
              <Button
                colorPalette="brand"
                loading={seat.isPending}
                onClick={() => seat.mutate(refusal.tableId)}
              >
                {t('hostStand.override.submit')}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
    </AdminDialog>
  );
};
