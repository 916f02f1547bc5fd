import type { ReservationDraft, ReservationRepository } from '../../application/ports/reservation-repository';
import { normaliseSearch, type ReservationPage, type ReservationQuery } from '../../domain/reservation/query';
import { RESERVATION_STATUSES, type ReservationStatus } from '../../domain/reservation/reservation';
import type { ReservationCounts } from '../../domain/reservation/summary';
import type { ReservationHistoryEntry } from '../../domain/reservation/history';
import type { StaffBookingDraft, StaffChangeDraft } from '../../domain/reservation/staff-booking';
import type { Json } from './database.types';
import type { Id } from '../../domain/shared/entity';
import { invalid, mapResult } from '../../domain/shared/result';
import { validate } from '../../domain/shared/validation';
import type { ChallengeSolver } from '../altcha/booking-challenge';
import type { SupabaseConnection } from './connection';
import { answer } from './responses';

/**
 * Reservations through the SQL functions that own them: create_reservation() (validates, applies the booking
 * rules, or an event's rules for a sign-up with p_event_id; is idempotent per submission key),
 * change_reservation_status() (which also queues the guest's e-mail about the decision, decision 0078) and
 * save_reservation_notes().
 * Admins read them through admin_list_reservations() and admin_reservation_counts(), which filter, sort,
 * page and count in SQL on the table's indexes: a request never asks for every row.
 */
export class SupabaseReservationRepository implements ReservationRepository {
  /**
   * `solveChallenge` proves the work create_reservation() asks of the public (decision 0086); the app always
   * passes one. Without it nothing is sent, which a session without request headers (tests on a database
   * connection) does not need.
   */
  constructor(
    private readonly supabase: SupabaseConnection,
    private readonly solveChallenge?: ChallengeSolver,
  ) {}

  async create(draft: ReservationDraft) {
    // Loaded with the first booking, so that the schema (and zod) stay out of the public pages' startup.
    const { reservationDraftSchema } = await import('../../domain/reservation/booking-schema');
    const valid = validate(reservationDraftSchema, draft);
    if (!valid.ok) return valid;
    const r = valid.value;
    // A fresh challenge for every call, a retry included: a solution is used up by the call that sends it.
    const solved = this.solveChallenge ? await this.solveChallenge() : null;
    if (solved && !solved.ok) return solved;
    // The guest's booking: anonymous unless a staff member books from a signed-in browser. A table booking
    // leaves p_event_id out (its default is null), so that it reads as before the sign-ups came.
    const db = await this.supabase.rest();
    return answer(
      db.rpc('create_reservation', {
        p_customer_name: r.customer_name,
        p_customer_email: r.customer_email,
        p_customer_phone: r.customer_phone,
        p_reservation_date: r.reservation_date,
        p_reservation_time: r.reservation_time,
        p_party_size: r.party_size,
        p_special_requests: r.special_requests,
        p_language_preference: r.language_preference,
        p_submission_key: r.submission_key,
        ...(r.event_id === null ? {} : { p_event_id: r.event_id }),
        ...(solved ? { p_challenge: solved.value } : {}),
      }),
    );
  }

  /**
   * Reads by GET (the functions are STABLE), so supabase-js retries them like any read. A filter left out
   * is not sent at all: a GET parameter has no null, and the function's default is "no filter".
   */
  async list(query: ReservationQuery) {
    const db = await this.supabase.full();
    const page = await answer(
      db.rpc(
        'admin_list_reservations',
        {
          p_status: query.status === 'all' ? undefined : query.status,
          p_from: query.from ?? undefined,
          p_to: query.to ?? undefined,
          p_search: normaliseSearch(query.search) || undefined,
          p_sort: query.sort,
          p_offset: (query.page - 1) * query.pageSize,
          p_limit: query.pageSize,
          p_event_id: query.eventId ?? undefined,
        },
        { get: true },
      ),
    );
    return mapResult(page, (json) => json as unknown as ReservationPage);
  }

  async counts() {
    const db = await this.supabase.full();
    const counts = await answer(db.rpc('admin_reservation_counts', undefined, { get: true }));
    return mapResult(counts, (json) => json as unknown as ReservationCounts);
  }

  /**
   * Notes left out keep the stored ones; null or blank clears them, as the memory adapter's withNotes() does
   * (the SQL function clears on an empty text and keeps on null).
   */
  async changeStatus(id: Id, status: ReservationStatus, adminNotes?: string | null, reason?: string | null) {
    if (!RESERVATION_STATUSES.includes(status)) return invalid('admin:reservations.validation.status');
    const notes = adminNotes === undefined ? {} : { p_admin_notes: blankAsEmpty(adminNotes) };
    // The guest's reason goes with a cancellation only (the SQL function ignores it otherwise); blank is none.
    const words = status === 'cancelled' ? reason?.trim() : undefined;
    const because = words ? { p_reason: words } : {};
    const db = await this.supabase.full();
    return answer(db.rpc('change_reservation_status', { p_id: id, p_status: status, ...notes, ...because }));
  }

  async saveNotes(id: Id, adminNotes: string | null) {
    const db = await this.supabase.full();
    return answer(db.rpc('save_reservation_notes', { p_id: id, p_admin_notes: blankAsEmpty(adminNotes) }));
  }

  /** One JSON value, checked by the same schema first so that a typo never costs a request. */
  async bookAsStaff(draft: StaffBookingDraft) {
    const { staffBookingSchema } = await staffSchemas();
    const valid = validate(staffBookingSchema, draft);
    if (!valid.ok) return valid;
    const db = await this.supabase.full();
    return answer(db.rpc('book_reservation_as_staff', { p_booking: valid.value as unknown as Json }));
  }

  async changeAsStaff(id: Id, change: StaffChangeDraft) {
    const { staffChangeSchema } = await staffSchemas();
    const valid = validate(staffChangeSchema, change);
    if (!valid.ok) return valid;
    const db = await this.supabase.full();
    return answer(
      db.rpc('change_reservation_as_staff', { p_id: id, p_change: valid.value as unknown as Json }),
    );
  }

  /** Read under RLS (staff only); a booking has a handful of entries, far below max_rows. */
  async history(id: Id) {
    const db = await this.supabase.full();
    const rows = await answer(
      db
        .from('reservation_changes')
        .select('id, reservation_id, created_at, changed_by, changed_by_name, kind, changes, override_reason')
        .eq('reservation_id', id)
        .order('created_at')
        .order('id'),
    );
    return mapResult(rows, (entries) => entries as unknown as ReservationHistoryEntry[]);
  }
}

const staffSchemas = () => import('../../domain/reservation/staff-booking');

const blankAsEmpty = (notes: string | null): string => (notes === null || notes.trim() === '' ? '' : notes);
