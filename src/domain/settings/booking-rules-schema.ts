import { z } from 'zod';
import { MAX_PARTY_SIZE } from '../reservation/party-size';
import { WEEKDAYS, type BookingRules, type Weekday } from './booking-rules';

/**
 * What a valid rule set is: the settings form checks it before saving, the Supabase adapter when reading,
 * and public.booking_rules_valid() in SQL holds the same bounds (tests/sql/restaurant-settings.test.ts
 * compares them). Messages are translation keys of the admin namespace.
 */
const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const CLOSING = /^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$/;

const wholeNumber = (min: number, max: number, key: string) =>
  z.number().int(key).min(min, key).max(max, key);
const covers = wholeNumber(0, 100_000, 'settings.validation.covers').nullable();
const date = z.iso.date('settings.validation.date');

const stayLength = z.object({
  fromPartySize: wholeNumber(1, 100, 'settings.validation.stays'),
  minutes: wholeNumber(15, 720, 'settings.validation.stays'),
});

/** Rising from one guest, so that every party size reads exactly one entry. */
const startsAtOneAndRises = (stays: readonly { readonly fromPartySize: number }[]): boolean =>
  stays[0]?.fromPartySize === 1 &&
  stays.every((stay, i) => i === 0 || stay.fromPartySize > stays[i - 1]!.fromPartySize);

const stays = z
  .array(stayLength)
  .min(1, 'settings.validation.stays')
  .max(12, 'settings.validation.stays')
  .refine(startsAtOneAndRises, 'settings.validation.stays');

const timeRange = z
  .object({
    from: z.string().regex(TIME, 'settings.validation.time'),
    to: z.string().regex(CLOSING, 'settings.validation.time'),
  })
  .refine((r) => r.from < r.to, 'settings.validation.rangeOrder');

export const bookingRulesSchema = z.object({
  weeklyHours: z.object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, z.array(timeRange)])) as Record<
      Weekday,
      z.ZodArray<typeof timeRange>
    >,
  ),
  slotMinutes: wholeNumber(5, 240, 'settings.validation.slotMinutes'),
  lastSlotBeforeCloseMinutes: wholeNumber(0, 720, 'settings.validation.lastSlot'),
  closedPeriods: z.array(
    z
      .object({ from: date, to: date, note: z.string().max(200, 'settings.validation.note') })
      .refine((p) => p.from <= p.to, 'settings.validation.periodOrder'),
  ),
  specialOpenings: z.array(z.object({ date, hours: z.array(timeRange).min(1, 'settings.validation.hours') })),
  horizonDays: wholeNumber(0, 730, 'settings.validation.horizonDays'),
  leadTimeMinutes: wholeNumber(0, 20_160, 'settings.validation.leadTime'),
  maxPartySize: wholeNumber(1, MAX_PARTY_SIZE, 'settings.validation.maxPartySize'),
  coversPerSlot: covers,
  coversPerDay: covers,
  capacityOverrides: z.array(z.object({ date, coversPerSlot: covers, coversPerDay: covers })),
  stays,
  staysByWeekday: z
    .strictObject(
      Object.fromEntries(WEEKDAYS.map((day) => [day, stays.optional()])) as Record<
        Weekday,
        z.ZodOptional<typeof stays>
      >,
      { error: 'settings.validation.stays' },
    )
    .optional(),
  bufferMinutes: wholeNumber(0, 240, 'settings.validation.bufferMinutes'),
  staysEndByClose: z.boolean(),
  guestsAtOnce: wholeNumber(1, 100_000, 'settings.validation.guestsAtOnce').nullable(),
}) satisfies z.ZodType<BookingRules>;
