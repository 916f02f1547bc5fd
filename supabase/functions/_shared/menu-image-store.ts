// What generate-menu-image reads and writes in the database, as SQL run by the service role: the dish, and the
// month's credits through reserve_ai_credits / settle_ai_credits / release_ai_credits. The edge function runs it
// over its direct connection (pg-service-role.ts); tests/functions runs the same statements on PGlite and
// PostgreSQL.
import type { AsServiceRole } from './confirmation-store.ts';

export interface AttachedImage {
  readonly itemId: string;
  readonly imageUrl: string;
  readonly prompt: string;
}

export interface Settled {
  /** False when the dish was deleted while its picture was being made. */
  readonly attached: boolean;
  /** The picture the dish showed before, to be removed once nothing points to it. */
  readonly previousImageUrl: string | null;
}

export interface MenuImageStore {
  itemExists(id: string): Promise<boolean>;
  /** Holds `cost` credits of the month for a generation; false when the budget cannot cover them. */
  reserve(month: string, cost: number): Promise<boolean>;
  /** Gives the held credits back: no picture came of them. */
  release(month: string, cost: number): Promise<void>;
  /**
   * Turns the held credits into spent ones (one more image) and, in the same transaction, points the dish at
   * its new picture with the AI bookkeeping, when a dish is named and still exists.
   */
  settle(month: string, cost: number, attach: AttachedImage | null): Promise<Settled>;
}

export const sqlMenuImageStore = (asServiceRole: AsServiceRole): MenuImageStore => ({
  async itemExists(id) {
    const rows = await asServiceRole((query) =>
      query<{ id: string }>(`select id::text from public.menu_items where id = $1`, [id]),
    );
    return rows.length > 0;
  },

  async reserve(month, cost) {
    const rows = await asServiceRole((query) =>
      query<{ reserved: boolean }>(`select public.reserve_ai_credits($1, $2) as reserved`, [month, cost]),
    );
    return rows[0]?.reserved === true;
  },

  async release(month, cost) {
    await asServiceRole((query) => query(`select 1 from public.release_ai_credits($1, $2)`, [month, cost]));
  },

  async settle(month, cost, attach) {
    return asServiceRole(async (query) => {
      let settled: Settled = { attached: false, previousImageUrl: null };
      if (attach) {
        const rows = await query<{ previous: string | null }>(
          `with previous as (
             select id, image_url from public.menu_items where id = $1 for update
           )
           update public.menu_items m
           set image_url = $2, ai_generated_image = true, ai_prompt_used = $3, image_generation_cost = $4
           from previous p
           where m.id = p.id
           returning p.image_url as previous`,
          [attach.itemId, attach.imageUrl, attach.prompt, cost],
        );
        if (rows[0]) settled = { attached: true, previousImageUrl: rows[0].previous };
      }
      await query(`select 1 from public.settle_ai_credits($1, $2, $2, 1)`, [month, cost]);
      return settled;
    });
  },
});
