// What the confirmation sender reads and writes in the database, as SQL run by the service role. The edge
// function runs it over a direct connection; the Node tests run the same statements on PGlite and PostgreSQL.
import { restaurantFromContent, type BookedTable, type Restaurant } from './reservation-email.ts';

export type Query = <T>(sql: string, params: readonly unknown[]) => Promise<T[]>;

/** Runs one unit of work in a single transaction as the service_role (the role the function acts as). */
export type AsServiceRole = <T>(work: (query: Query) => Promise<T>) => Promise<T>;

/**
 * claimed: this call may send. sent: a confirmation went out before. busy: another call is sending right now.
 */
export type Claim = 'claimed' | 'sent' | 'busy';

export interface ConfirmationStore {
  /** The reservation as stored; never the copy the browser sent. */
  reservation(id: string): Promise<BookedTable | null>;
  restaurant(): Promise<Restaurant>;
  /** Records that a send is under way (sent_at still null), unless one was sent or is being sent. */
  claim(id: string): Promise<Claim>;
  markSent(id: string, at: Date): Promise<void>;
  /** Forgets an unfinished claim, so that a retry can send. */
  release(id: string): Promise<void>;
}

/**
 * A claim whose sender died (sent_at still null) is taken over after this long; the SMTP timeouts end every
 * honest attempt well before.
 */
export const STALE_CLAIM = '5 minutes';

export const sqlConfirmationStore = (asServiceRole: AsServiceRole): ConfirmationStore => ({
  async reservation(id) {
    const rows = await asServiceRole((query) =>
      query<BookedTable>(
        `select id::text, customer_name, customer_email, customer_phone, reservation_date::text,
                reservation_time, party_size, special_requests, language_preference, status
         from public.reservations where id = $1`,
        [id],
      ),
    );
    return rows[0] ?? null;
  },

  async restaurant() {
    const rows = await asServiceRole((query) =>
      query<{ section_name: string; content: string | null }>(
        `select section_name, content from public.content_blocks
         where section_name in ('business_info', 'contact_details') and is_active`,
        [],
      ),
    );
    const content = (name: string) => rows.find((r) => r.section_name === name)?.content ?? null;
    return restaurantFromContent([content('business_info'), content('contact_details')]);
  },

  async claim(id) {
    return asServiceRole(async (query) => {
      const claimed = await query<{ reservation_id: string }>(
        `insert into public.reservation_confirmations as c (reservation_id) values ($1)
         on conflict (reservation_id) do update set updated_at = pg_catalog.now()
           where c.sent_at is null and c.updated_at < pg_catalog.now() - interval '${STALE_CLAIM}'
         returning c.reservation_id::text`,
        [id],
      );
      if (claimed.length > 0) return 'claimed';
      const existing = await query<{ sent: boolean }>(
        `select sent_at is not null as sent from public.reservation_confirmations where reservation_id = $1`,
        [id],
      );
      return existing[0]?.sent ? 'sent' : 'busy';
    });
  },

  async markSent(id, at) {
    await asServiceRole((query) =>
      query(`update public.reservation_confirmations set sent_at = $2 where reservation_id = $1`, [
        id,
        at.toISOString(),
      ]),
    );
  },

  async release(id) {
    await asServiceRole((query) =>
      query(`delete from public.reservation_confirmations where reservation_id = $1 and sent_at is null`, [
        id,
      ]),
    );
  },
});
