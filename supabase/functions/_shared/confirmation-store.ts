// What the e-mail sender reads and writes in the database, as SQL run by the service role: the outbox's claim,
// sent, failed and skipped functions (supabase/schemas/09_emails.sql), the restaurant's
// contact and the self-service token. The edge function runs it over a direct connection; the Node tests run
// the same statements on PGlite and PostgreSQL.
import {
  restaurantFrom,
  type BookedTable,
  type EmailKind,
  type Restaurant,
  type StoredContact,
} from './reservation-email.ts';

export type Query = <T>(sql: string, params: readonly unknown[]) => Promise<T[]>;

/** Runs one unit of work in a single transaction as the service_role (the role the function acts as). */
export type AsServiceRole = <T>(work: (query: Query) => Promise<T>) => Promise<T>;

/** One outbox row this sender holds the claim of, with its booking as stored (never the browser's copy). */
export interface ClaimedEmail {
  readonly id: string;
  readonly kind: EmailKind;
  readonly reason: string | null;
  /** The claim's number: only the latest claim of a row may finish it. */
  readonly attempt: number;
  readonly reservation: BookedTable;
}

export interface OutboxStore {
  /** Claims the oldest due e-mail of one booking (or of any with null); null when none is due. */
  claim(reservationId: string | null): Promise<ClaimedEmail | null>;
  exists(reservationId: string): Promise<boolean>;
  restaurant(): Promise<Restaurant>;
  /** The token of the booking's self-service link; null where the self-service migration is absent. */
  manageToken(reservationId: string): Promise<string | null>;
  /** False when the claim was lost meanwhile (its lease ran out and another call took the row). */
  sent(email: ClaimedEmail): Promise<boolean>;
  /** Records the failure (a code, no personal data); answers the new state (retrying, given_up) or null. */
  failed(email: ClaimedEmail, code: string): Promise<string | null>;
  skipped(email: ClaimedEmail, why: string): Promise<void>;
}

interface ClaimRow {
  email_id: string;
  kind: EmailKind;
  reason: string | null;
  attempt: number;
  reservation: BookedTable & { reservation_date: string };
}

/** PostgreSQL's "undefined function": a database without the self-service migration. */
const UNDEFINED_FUNCTION = '42883';

export const sqlOutboxStore = (asServiceRole: AsServiceRole): OutboxStore => ({
  async claim(reservationId) {
    const rows = await asServiceRole((query) =>
      query<ClaimRow>(
        `select email_id::text, kind, reason, attempt, reservation
         from public.claim_reservation_emails($1::uuid, 1)`,
        [reservationId],
      ),
    );
    const row = rows[0];
    if (!row) return null;
    return {
      id: row.email_id,
      kind: row.kind,
      reason: row.reason,
      attempt: row.attempt,
      reservation: { ...row.reservation, party_size: Number(row.reservation.party_size) },
    };
  },

  async exists(reservationId) {
    const rows = await asServiceRole((query) =>
      query<{ id: string }>(`select id::text from public.reservations where id = $1`, [reservationId]),
    );
    return rows.length > 0;
  },

  async restaurant() {
    const rows = await asServiceRole((query) =>
      query<{ contact: StoredContact | null; business_info: string | null }>(
        `select (select s.contact from public.restaurant_settings s limit 1) as contact,
                (select b.content from public.content_blocks b
                 where b.section_name = 'business_info' and b.is_active limit 1) as business_info`,
        [],
      ),
    );
    return restaurantFrom(rows[0]?.contact ?? null, rows[0]?.business_info ?? null);
  },

  async manageToken(reservationId) {
    try {
      const rows = await asServiceRole((query) =>
        query<{ token: string | null }>(`select public.reservation_manage_token($1) as token`, [
          reservationId,
        ]),
      );
      return rows[0]?.token ?? null;
    } catch (error) {
      if ((error as { code?: unknown }).code === UNDEFINED_FUNCTION) return null;
      throw error;
    }
  },

  async sent(email) {
    const rows = await asServiceRole((query) =>
      query<{ done: boolean }>(`select public.reservation_email_sent($1, $2) as done`, [
        email.id,
        email.attempt,
      ]),
    );
    return rows[0]?.done === true;
  },

  async failed(email, code) {
    const rows = await asServiceRole((query) =>
      query<{ state: string | null }>(`select public.reservation_email_failed($1, $2, $3) as state`, [
        email.id,
        email.attempt,
        code,
      ]),
    );
    return rows[0]?.state ?? null;
  },

  async skipped(email, why) {
    await asServiceRole((query) =>
      query(`select public.reservation_email_skipped($1, $2, $3)`, [email.id, email.attempt, why]),
    );
  },
});
