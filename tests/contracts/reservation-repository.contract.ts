import { describe, expect, it } from 'vitest';
import type { EventRepository } from '../../src/application/ports/event-repository';
import type {
  ReservationDraft,
  ReservationRepository,
} from '../../src/application/ports/reservation-repository';
import type { RestaurantEvent } from '../../src/domain/event/event';
import type { StaffBookingDraft } from '../../src/domain/reservation/staff-booking';
import { eventWallClock } from '../../src/domain/event/seats';
import {
  MAX_PAGE_SIZE,
  type ReservationQuery,
  type ReservationSort,
} from '../../src/domain/reservation/query';
import { addDays, restaurantDate, restaurantInstant } from '../../src/domain/shared/time';

export interface ReservationRepositoryFixture {
  readonly repo: ReservationRepository;
  /** The instant the adapter's store treats as now. */
  readonly now: Date;
  /** The same store's events, which guests sign up for (as staff: it creates and reads them). */
  readonly events: EventRepository;
}

let keys = 0;

/** A valid booking a few days after `now`, with a fresh submission key. */
export const reservationDraft = (now: Date, overrides: Partial<ReservationDraft> = {}): ReservationDraft => ({
  customer_name: 'Mia Schulz',
  customer_email: 'mia@example.org',
  customer_phone: null,
  reservation_date: addDays(restaurantDate(now), 3),
  reservation_time: '10:30',
  party_size: 2,
  special_requests: null,
  language_preference: 'de',
  submission_key: `contract-${Date.now()}-${++keys}`,
  ...overrides,
});

/** Every reservation in the store, by date and time: at most one page of MAX_PAGE_SIZE in these tests. */
export const everyReservation: ReservationQuery = {
  status: 'all',
  from: null,
  to: null,
  search: '',
  sort: 'soonest',
  page: 1,
  pageSize: MAX_PAGE_SIZE,
};

const rowsOf = async (repo: ReservationRepository, query: Partial<ReservationQuery> = {}) => {
  const page = await repo.list({ ...everyReservation, ...query });
  if (!page.ok) throw new Error(page.error.message);
  return page.value;
};

const kindOf = (result: { ok: boolean; error?: { kind: string } }) => (result.ok ? 'ok' : result.error?.kind);

/** An event staff made, on the restaurant's wall clock `days` after today at `time`. */
const staffEvent = async (
  { events, now }: ReservationRepositoryFixture,
  days: number,
  time: string,
  maxParticipants = 30,
): Promise<RestaurantEvent> => {
  const created = await events.create({
    title: 'Dim Sum Workshop',
    description: null,
    event_date: restaurantInstant(addDays(restaurantDate(now), days), time).toISOString(),
    max_participants: maxParticipants,
    current_participants: 0,
    image_url: null,
    is_active: true,
    translations: {},
  });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
};

/** A sign-up for the event at its own date and time. */
const signUpDraft = (now: Date, event: RestaurantEvent, overrides: Partial<ReservationDraft> = {}) => {
  const wall = eventWallClock(event);
  return reservationDraft(now, {
    reservation_date: wall.date,
    reservation_time: wall.time,
    event_id: event.id,
    ...overrides,
  });
};

const participantsOf = async (events: EventRepository, id: string): Promise<number | undefined> => {
  const found = await events.find(id);
  if (!found.ok) throw new Error(found.error.message);
  return found.value?.current_participants;
};

/** A refusal as the guest sees it: the key and the field it is shown on. */
const refusalOf = (result: {
  ok: boolean;
  error?: { message: string; issues?: Readonly<Record<string, string>> };
}) =>
  result.ok ? 'accepted' : `${result.error?.message} ${Object.keys(result.error?.issues ?? {}).join(',')}`;

/** The behaviour every ReservationRepository must show, whatever stores the reservations. */
export const describeReservationRepository = (
  name: string,
  make: () => Promise<ReservationRepositoryFixture>,
) =>
  describe(`ReservationRepository contract: ${name}`, () => {
    it('creates a pending reservation, trimmed and with empty optional fields as null', async () => {
      const { repo, now } = await make();
      const created = await repo.create(
        reservationDraft(now, { customer_name: '  Mia Schulz ', customer_phone: '', special_requests: '  ' }),
      );
      if (!created.ok) throw new Error(created.error.message);
      expect(created.value).toMatchObject({
        customer_name: 'Mia Schulz',
        customer_phone: null,
        special_requests: null,
        status: 'pending',
        admin_notes: null,
        confirmed_at: null,
        cancelled_at: null,
      });
      const all = await rowsOf(repo);
      expect(all.rows.map((r) => r.id)).toEqual([created.value.id]);
      expect(all.total).toBe(1);
    });

    it('returns the first reservation again for a repeated submission key and stores it once', async () => {
      const { repo, now } = await make();
      const draft = reservationDraft(now);
      const first = await repo.create(draft);
      const again = await repo.create({ ...draft, customer_name: 'Someone Else' });
      expect(first.ok && again.ok && again.value.id === first.value.id).toBe(true);
      expect(again.ok && again.value.customer_name).toBe('Mia Schulz');
      expect((await rowsOf(repo)).total).toBe(1);
    });

    it('answers a repeated submission without what staff wrote or who they are', async () => {
      const { repo, now } = await make();
      const draft = reservationDraft(now);
      const first = await repo.create(draft);
      if (!first.ok) throw new Error(first.error.message);
      const confirmed = await repo.changeStatus(first.value.id, 'confirmed', 'Stammgast, will Fensterplatz');
      expect(confirmed.ok && confirmed.value.admin_notes).toBe('Stammgast, will Fensterplatz');
      const again = await repo.create(draft);
      expect(again.ok && again.value).toMatchObject({
        id: first.value.id,
        status: 'confirmed',
        admin_notes: null,
      });
      expect(again.ok && (again.value.status_changed_by ?? null)).toBeNull();
      expect(again.ok && (again.value.status_changed_by_name ?? null)).toBeNull();
    });

    it('refuses a date before today and one past the horizon, and nothing is written', async () => {
      const { repo, now } = await make();
      const yesterday = addDays(restaurantDate(now), -1);
      const past = await repo.create(
        reservationDraft(now, { reservation_date: yesterday, reservation_time: '12:00' }),
      );
      expect(past.ok ? 'ok' : past.error.message).toBe('reservations.validation.dateInPast');
      const far = addDays(restaurantDate(now), 91);
      const tooFar = await repo.create(
        reservationDraft(now, { reservation_date: far, reservation_time: '12:00' }),
      );
      expect(tooFar.ok ? 'ok' : tooFar.error.message).toBe('reservations.validation.dateTooFar');
      expect((await rowsOf(repo)).total).toBe(0);
    });

    it('refuses invalid fields with the translation key of the field', async () => {
      const { repo, now } = await make();
      const cases: [Partial<ReservationDraft>, string, string][] = [
        [{ customer_name: '   ' }, 'customer_name', 'reservations.validation.nameRequired'],
        [{ customer_email: 'mia@example' }, 'customer_email', 'reservations.validation.emailInvalid'],
        [{ reservation_time: '8:00' }, 'reservation_time', 'reservations.validation.timeRequired'],
        [{ reservation_time: '08:15' }, 'reservation_time', 'reservations.validation.timeOutsideHours'],
        [{ reservation_time: '22:00' }, 'reservation_time', 'reservations.validation.timeOutsideHours'],
        [{ party_size: 0 }, 'party_size', 'reservations.validation.partySizeMin'],
        [{ party_size: 21 }, 'party_size', 'reservations.validation.partySizeMax'],
        [{ reservation_date: '2026-02-30' }, 'reservation_date', 'reservations.validation.dateRequired'],
      ];
      for (const [override, field, key] of cases) {
        const result = await repo.create(reservationDraft(now, override));
        expect(kindOf(result), field).toBe('Invalid');
        expect(result.ok ? null : result.error.issues?.[field]).toBe(key);
      }
      expect((await rowsOf(repo)).total).toBe(0);
    });

    it('lists by date, then time', async () => {
      const { repo, now } = await make();
      const today = restaurantDate(now);
      const book = (days: number, time: string) =>
        repo.create(
          reservationDraft(now, { reservation_date: addDays(today, days), reservation_time: time }),
        );
      await book(5, '09:00');
      await book(3, '14:30');
      await book(3, '09:30');
      await book(4, '08:00');
      const all = await rowsOf(repo);
      expect(all.rows.map((r) => [r.reservation_date, r.reservation_time])).toEqual([
        [addDays(today, 3), '09:30'],
        [addDays(today, 3), '14:30'],
        [addDays(today, 4), '08:00'],
        [addDays(today, 5), '09:00'],
      ]);
    });

    it('sets confirmed_at and cancelled_at when moving there, keeps them afterwards, saves notes with it', async () => {
      const { repo, now } = await make();
      const created = await repo.create(reservationDraft(now));
      if (!created.ok) throw new Error(created.error.message);
      const { id } = created.value;
      const confirmed = await repo.changeStatus(id, 'confirmed');
      if (!confirmed.ok) throw new Error(confirmed.error.message);
      expect(confirmed.value.status).toBe('confirmed');
      expect(confirmed.value.confirmed_at).not.toBeNull();
      expect(confirmed.value.cancelled_at).toBeNull();
      expect(Date.parse(confirmed.value.updated_at)).toBeGreaterThanOrEqual(
        Date.parse(created.value.updated_at),
      );
      const cancelled = await repo.changeStatus(id, 'cancelled', 'Guest called');
      if (!cancelled.ok) throw new Error(cancelled.error.message);
      expect(cancelled.value).toMatchObject({
        status: 'cancelled',
        confirmed_at: confirmed.value.confirmed_at,
        admin_notes: 'Guest called',
      });
      expect(cancelled.value.cancelled_at).not.toBeNull();
      const listed = await rowsOf(repo);
      expect(listed.rows[0]).toMatchObject({
        status: 'cancelled',
        admin_notes: 'Guest called',
      });
    });

    it('refuses moving to the status a reservation already has, and an unknown id', async () => {
      const { repo, now } = await make();
      const created = await repo.create(reservationDraft(now));
      if (!created.ok) throw new Error(created.error.message);
      expect(kindOf(await repo.changeStatus(created.value.id, 'pending'))).toBe('Invalid');
      const missing = crypto.randomUUID();
      expect(kindOf(await repo.changeStatus(missing, 'confirmed'))).toBe('NotFound');
      expect(kindOf(await repo.saveNotes(missing, 'x'))).toBe('NotFound');
    });

    it('marks a booking completed or no-show only once its time has come; cancelling it ahead is fine', async () => {
      const { repo, now } = await make();
      const created = await repo.create(reservationDraft(now));
      if (!created.ok) throw new Error(created.error.message);
      await repo.changeStatus(created.value.id, 'confirmed');
      for (const status of ['no_show', 'completed'] as const) {
        const early = await repo.changeStatus(created.value.id, status);
        expect(early.ok ? 'ok' : early.error.message).toBe('admin:reservations.validation.notBegun');
      }
      const found = await rowsOf(repo);
      expect(found.rows.find((r) => r.id === created.value.id)?.status).toBe('confirmed');
      const cancelled = await repo.changeStatus(created.value.id, 'cancelled');
      expect(cancelled.ok && cancelled.value.status).toBe('cancelled');
    });

    it('cancels with a message to the guest, refusing one longer than 500 characters (decision 0078)', async () => {
      const { repo, now } = await make();
      const created = await repo.create(reservationDraft(now));
      if (!created.ok) throw new Error(created.error.message);
      const tooLong = await repo.changeStatus(created.value.id, 'cancelled', undefined, 'x'.repeat(501));
      expect(tooLong.ok ? 'ok' : tooLong.error.message).toBe('admin:reservations.validation.reasonTooLong');
      const cancelled = await repo.changeStatus(created.value.id, 'cancelled', undefined, 'Closed that day');
      expect(cancelled.ok && cancelled.value.status).toBe('cancelled');
    });

    it('saves notes alone, keeping the status', async () => {
      const { repo, now } = await make();
      const created = await repo.create(reservationDraft(now));
      if (!created.ok) throw new Error(created.error.message);
      await repo.changeStatus(created.value.id, 'confirmed');
      const noted = await repo.saveNotes(created.value.id, 'Window table');
      expect(noted.ok && [noted.value.status, noted.value.admin_notes]).toEqual([
        'confirmed',
        'Window table',
      ]);
      const cleared = await repo.saveNotes(created.value.id, null);
      expect(cleared.ok && cleared.value.admin_notes).toBeNull();
    });

    describe('the host stand: staff bookings, walk-ins, changes and the history', () => {
      /** A phone booking a staff member types: today, 30 minutes from the contract's noon (Berlin). */
      const phoneBooking = (now: Date, overrides: Partial<StaffBookingDraft> = {}): StaffBookingDraft => ({
        customer_name: 'Herr Wang',
        customer_email: null,
        customer_phone: '+49 30 1234567',
        reservation_date: restaurantDate(now),
        reservation_time: '12:30',
        party_size: 4,
        special_requests: null,
        admin_notes: null,
        language_preference: 'de',
        source: 'phone',
        table_ids: null,
        override_reason: null,
        submission_key: `staff-${Date.now()}-${++keys}`,
        ...overrides,
      });

      it('takes a party of 25 by phone for half an hour from now, confirmed, without an e-mail address', async () => {
        const { repo, now } = await make();
        const booked = await repo.bookAsStaff(phoneBooking(now, { party_size: 25 }));
        if (!booked.ok) throw new Error(`${booked.error.message} ${JSON.stringify(booked.error.issues)}`);
        expect(booked.value).toMatchObject({
          status: 'confirmed',
          source: 'phone',
          customer_email: null,
          party_size: 25,
          reservation_time: '12:30',
        });
        const again = await repo.bookAsStaff(
          phoneBooking(now, { submission_key: booked.value.submission_key! }),
        );
        expect(again.ok && again.value.id).toBe(booked.value.id);
      });

      it('asks for a phone number or an address, except of a walk-in, whom it seats now', async () => {
        const { repo, now } = await make();
        const unreachable = await repo.bookAsStaff(phoneBooking(now, { customer_phone: null }));
        expect(unreachable.ok ? 'ok' : unreachable.error.issues?.['customer_phone']).toBe(
          'admin:hostStand.validation.contactRequired',
        );
        const walkIn = await repo.bookAsStaff(
          phoneBooking(now, {
            source: 'walk_in',
            customer_phone: null,
            reservation_date: addDays(restaurantDate(now), 9),
            party_size: 2,
          }),
        );
        if (!walkIn.ok) throw new Error(walkIn.error.message);
        expect(walkIn.value).toMatchObject({
          status: 'seated',
          source: 'walk_in',
          reservation_date: restaurantDate(now),
          reservation_time: '12:00',
        });
      });

      it('refuses what the room cannot take with every reason, and takes it with a reason it records', async () => {
        const { repo, now } = await make();
        // The contract's room has no tables and takes 40 guests at once.
        const full = await repo.bookAsStaff(phoneBooking(now, { party_size: 40, reservation_time: '13:00' }));
        expect(full.ok).toBe(true);
        const refused = await repo.bookAsStaff(phoneBooking(now, { reservation_time: '13:00' }));
        expect(refused.ok ? 'ok' : [refused.error.message, refused.error.issues?.['room']]).toEqual([
          'admin:hostStand.refused',
          'roomFull',
        ]);
        const overridden = await repo.bookAsStaff(
          phoneBooking(now, { reservation_time: '13:00', override_reason: 'Stammgäste, Stühle dazu' }),
        );
        if (!overridden.ok) throw new Error(overridden.error.message);
        const history = await repo.history(overridden.value.id);
        if (!history.ok) throw new Error(history.error.message);
        expect(history.value.map((e) => [e.kind, e.override_reason])).toEqual([
          ['created', 'Stammgäste, Stühle dazu'],
        ]);
        expect(history.value[0]!.changes).toEqual([
          { field: 'status', from: null, to: 'confirmed' },
          { field: 'source', from: null, to: 'phone' },
        ]);
        const past = await repo.bookAsStaff(
          phoneBooking(now, {
            reservation_date: addDays(restaurantDate(now), -1),
            override_reason: 'Nachtrag',
          }),
        );
        expect(past.ok ? 'ok' : [past.error.message, past.error.issues?.['room']]).toEqual([
          'admin:hostStand.refusedFinal',
          'dateInPast',
        ]);
      });

      it('changes time and party by the same rules and records what changed, from what to what', async () => {
        const { repo, now } = await make();
        const booked = await repo.bookAsStaff(phoneBooking(now));
        if (!booked.ok) throw new Error(booked.error.message);
        const change = {
          ...phoneBooking(now),
          reservation_time: '13:30',
          party_size: 5,
          admin_notes: 'Kinderstuhl',
        };
        const changed = await repo.changeAsStaff(booked.value.id, change);
        if (!changed.ok) throw new Error(changed.error.message);
        expect(changed.value).toMatchObject({
          reservation_time: '13:30',
          party_size: 5,
          status: 'confirmed',
        });
        const history = await repo.history(booked.value.id);
        if (!history.ok) throw new Error(history.error.message);
        expect(history.value.map((e) => e.kind)).toEqual(['created', 'changed']);
        expect(history.value[1]!.changes.map((c) => [c.field, c.from, c.to])).toEqual([
          ['reservation_time', '12:30', '13:30'],
          ['party_size', '4', '5'],
          [
            'held_until',
            booked.value.held_until && new Date(booked.value.held_until).toISOString(),
            changed.value.held_until && new Date(changed.value.held_until).toISOString(),
          ],
          ['admin_notes', null, null],
        ]);
        const tooLate = await repo.changeAsStaff(booked.value.id, { ...change, reservation_time: '21:30' });
        expect(tooLate.ok ? 'ok' : [tooLate.error.message, tooLate.error.issues?.['room']]).toEqual([
          'admin:hostStand.refused',
          'stayPastClose',
        ]);
      });

      it('corrects the guest of a cancelled booking but does not move it', async () => {
        const { repo, now } = await make();
        const created = await repo.create(reservationDraft(now));
        if (!created.ok) throw new Error(created.error.message);
        await repo.changeStatus(created.value.id, 'cancelled');
        const edit = {
          ...phoneBooking(now),
          reservation_date: created.value.reservation_date,
          reservation_time: created.value.reservation_time,
          party_size: created.value.party_size,
          customer_email: created.value.customer_email,
        };
        const renamed = await repo.changeAsStaff(created.value.id, { ...edit, customer_name: 'Mia Schulze' });
        expect(renamed.ok && renamed.value.customer_name).toBe('Mia Schulze');
        const moved = await repo.changeAsStaff(created.value.id, { ...edit, reservation_time: '11:00' });
        expect(moved.ok ? 'ok' : moved.error.message).toBe('admin:hostStand.validation.notHolding');
        const history = await repo.history(created.value.id);
        if (!history.ok) throw new Error(history.error.message);
        expect(history.value[0]!.changes).toEqual([
          { field: 'status', from: null, to: 'pending' },
          { field: 'source', from: null, to: 'online' },
        ]);
        expect(history.value.flatMap((e) => e.changes.map((c) => c.field))).toEqual([
          'status',
          'source',
          'status',
          'customer_name',
          'customer_phone',
        ]);
      });
    });

    describe('event sign-up: a booking for an event, by the event’s rules', () => {
      it('books the event’s date and time, and the event’s count follows its bookings', async () => {
        const fixture = await make();
        const { repo, now, events } = fixture;
        const event = await staffEvent(fixture, 2, '18:30', 6);
        const first = await repo.create(signUpDraft(now, event, { party_size: 4 }));
        if (!first.ok) throw new Error(first.error.message);
        expect(first.value).toMatchObject({ event_id: event.id, status: 'pending', party_size: 4 });
        expect(await participantsOf(events, event.id)).toBe(4);
        // The public reads the count with the upcoming events, so it can show the seats left.
        const upcoming = await events.listUpcoming(now);
        expect(upcoming.ok && upcoming.value.find((e) => e.id === event.id)?.current_participants).toBe(4);

        expect(refusalOf(await repo.create(signUpDraft(now, event, { party_size: 3 })))).toBe(
          'reservations.validation.eventFull party_size',
        );
        const cancelled = await repo.changeStatus(first.value.id, 'cancelled');
        expect(cancelled.ok && cancelled.value.event_id).toBe(event.id);
        expect(await participantsOf(events, event.id)).toBe(0);
        const second = await repo.create(signUpDraft(now, event, { party_size: 3 }));
        expect(second.ok).toBe(true);
        expect(await participantsOf(events, event.id)).toBe(3);
        if (second.ok) await repo.changeStatus(second.value.id, 'confirmed');
        expect(await participantsOf(events, event.id)).toBe(3);
      });

      it('refuses an unknown event, another time, a past event and a full one, each on its field', async () => {
        const fixture = await make();
        const { repo, now } = fixture;
        const event = await staffEvent(fixture, 3, '19:00', 2);
        const past = await staffEvent(fixture, -1, '19:00');
        expect(refusalOf(await repo.create(signUpDraft(now, { ...event, id: crypto.randomUUID() })))).toBe(
          'reservations.validation.eventUnknown reservation_date',
        );
        expect(refusalOf(await repo.create(signUpDraft(now, event, { reservation_time: '19:30' })))).toBe(
          'reservations.validation.eventMismatch reservation_time',
        );
        expect(refusalOf(await repo.create(signUpDraft(now, past)))).toBe(
          'reservations.validation.eventOver reservation_date',
        );
        expect(refusalOf(await repo.create(signUpDraft(now, event, { party_size: 3 })))).toBe(
          'reservations.validation.eventFull party_size',
        );
        const malformed = await repo.create(signUpDraft(now, event, { event_id: 'not-an-event' }));
        expect(malformed.ok ? 'accepted' : malformed.error.issues?.event_id).toBe(
          'reservations.validation.eventUnknown',
        );
        expect((await rowsOf(repo)).total).toBe(0);
      });

      it('books an event outside the opening hours, where a table booking is refused', async () => {
        const fixture = await make();
        const { repo, now } = fixture;
        const late = await staffEvent(fixture, 2, '23:30');
        const signedUp = await repo.create(signUpDraft(now, late));
        expect(signedUp.ok && signedUp.value.reservation_time).toBe('23:30');
        const table = await repo.create(signUpDraft(now, late, { event_id: null }));
        expect(refusalOf(table)).toBe('reservations.validation.timeOutsideHours reservation_time');
      });

      it('lists one event’s bookings', async () => {
        const fixture = await make();
        const { repo, now } = fixture;
        const a = await staffEvent(fixture, 2, '18:00');
        const b = await staffEvent(fixture, 3, '18:00');
        for (const [event, name] of [
          [a, 'Mia Schulz'],
          [b, 'James Carter'],
          [a, 'Lena Hoffmann'],
        ] as const) {
          const made = await repo.create(signUpDraft(now, event, { customer_name: name }));
          if (!made.ok) throw new Error(made.error.message);
        }
        await repo.create(reservationDraft(now, { customer_name: 'Ali Yilmaz' }));
        const ofA = await rowsOf(repo, { eventId: a.id });
        expect(ofA.rows.map((r) => r.customer_name).sort()).toEqual(['Lena Hoffmann', 'Mia Schulz']);
        expect(ofA.total).toBe(2);
        expect((await rowsOf(repo, { eventId: b.id, search: 'carter' })).total).toBe(1);
        expect((await rowsOf(repo, { eventId: null })).total).toBe(4);
      });
    });

    describe('queries: the store filters, sorts, pages and counts', () => {
      /** Six bookings on three dates, in three statuses, with distinct names, e-mails and phones. */
      const bookSix = async ({ repo, now }: ReservationRepositoryFixture) => {
        const today = restaurantDate(now);
        const plan = [
          {
            days: 3,
            time: '10:00',
            name: 'Jürgen Özdemir',
            email: 'jo@example.org',
            phone: '030 111',
            size: 2,
          },
          { days: 3, time: '09:00', name: 'Mia Schulz', email: 'mia@example.org', phone: null, size: 4 },
          {
            days: 4,
            time: '12:30',
            name: 'James Carter',
            email: 'jc@example.com',
            phone: '+44 20 7946',
            size: 3,
          },
          {
            days: 5,
            time: '08:00',
            name: 'Wang Fang 王芳',
            email: 'wang@example.org',
            phone: '0176 555',
            size: 6,
          },
          {
            days: 5,
            time: '20:30',
            name: 'Lena Hoffmann',
            email: 'lena@mail.example.de',
            phone: null,
            size: 1,
          },
          { days: 4, time: '13:00', name: 'Ali Yilmaz', email: 'ali@example.org', phone: '030 222', size: 5 },
        ];
        const made = [];
        for (const p of plan) {
          const created = await repo.create(
            reservationDraft(now, {
              reservation_date: addDays(today, p.days),
              reservation_time: p.time,
              customer_name: p.name,
              customer_email: p.email,
              customer_phone: p.phone,
              party_size: p.size,
            }),
          );
          if (!created.ok) throw new Error(created.error.message);
          made.push(created.value);
        }
        const [jo, , , , lena, ali] = made;
        await repo.changeStatus(jo!.id, 'confirmed');
        await repo.changeStatus(ali!.id, 'confirmed');
        await repo.changeStatus(lena!.id, 'cancelled');
        return { today, made };
      };
      const names = (page: { rows: readonly { customer_name: string }[] }) =>
        page.rows.map((r) => r.customer_name);

      it('filters by status and by an inclusive date range', async () => {
        const fixture = await make();
        const { today } = await bookSix(fixture);
        const { repo } = fixture;
        expect(names(await rowsOf(repo, { status: 'confirmed' }))).toEqual(['Jürgen Özdemir', 'Ali Yilmaz']);
        const range = await rowsOf(repo, { from: addDays(today, 4), to: addDays(today, 5) });
        expect(names(range)).toEqual(['James Carter', 'Ali Yilmaz', 'Wang Fang 王芳', 'Lena Hoffmann']);
        expect(range.total).toBe(4);
        const pendingOnDay = await rowsOf(repo, {
          status: 'pending',
          from: addDays(today, 3),
          to: addDays(today, 3),
        });
        expect(names(pendingOnDay)).toEqual(['Mia Schulz']);
      });

      it('searches name, e-mail and phone, ignoring case', async () => {
        const fixture = await make();
        await bookSix(fixture);
        const { repo } = fixture;
        expect(names(await rowsOf(repo, { search: 'özdemir' }))).toEqual(['Jürgen Özdemir']);
        expect(names(await rowsOf(repo, { search: 'MAIL.EXAMPLE' }))).toEqual(['Lena Hoffmann']);
        expect(names(await rowsOf(repo, { search: '030 ' }))).toEqual(['Jürgen Özdemir', 'Ali Yilmaz']);
        expect(names(await rowsOf(repo, { search: '王芳' }))).toEqual(['Wang Fang 王芳']);
        expect((await rowsOf(repo, { search: 'nobody' })).total).toBe(0);
      });

      it('sorts soonest, latest and newest first, each a total order', async () => {
        const fixture = await make();
        await bookSix(fixture);
        const { repo } = fixture;
        const order = async (sort: ReservationSort) => (await rowsOf(repo, { sort })).rows.map((r) => r.id);
        const soonest = await order('soonest');
        expect(soonest).toHaveLength(6);
        expect(await order('latest')).toEqual([...soonest].reverse());
        const newest = (await rowsOf(repo, { sort: 'newest' })).rows;
        const key = (r: { created_at: string; id: string }) => [-Date.parse(r.created_at), r.id] as const;
        for (let i = 1; i < newest.length; i++) {
          const [a, b] = [key(newest[i - 1]!), key(newest[i]!)];
          expect(a[0] < b[0] || (a[0] === b[0] && a[1] > b[1])).toBe(true);
        }
        expect(new Set(newest.map((r) => r.id))).toEqual(new Set(soonest));
      });

      it('answers one page and the total; pages neither repeat nor skip a row', async () => {
        const fixture = await make();
        await bookSix(fixture);
        const { repo } = fixture;
        const all = (await rowsOf(repo)).rows.map((r) => r.id);
        const paged: string[] = [];
        for (let page = 1; page <= 3; page++) {
          const answer = await rowsOf(repo, { page, pageSize: 2 });
          expect(answer.total).toBe(6);
          expect(answer.rows).toHaveLength(2);
          paged.push(...answer.rows.map((r) => r.id));
        }
        expect(paged).toEqual(all);
        const beyond = await rowsOf(repo, { page: 4, pageSize: 2 });
        expect([beyond.rows.length, beyond.total]).toEqual([0, 6]);
      });

      it('counts pending and upcoming bookings and the total, without reading a page', async () => {
        const fixture = await make();
        await bookSix(fixture);
        const counts = await fixture.repo.counts();
        if (!counts.ok) throw new Error(counts.error.message);
        expect(counts.value).toMatchObject({ pending: 3, upcoming: 2, total: 6 });
        expect(counts.value.today.date).toBe(restaurantDate(fixture.now));
      });
    });
  });
