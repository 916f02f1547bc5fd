// Runs the confirmation store's SQL over a direct database connection (the function's SUPABASE_DB_URL), each
// unit of work in one transaction switched to the service_role, so it has that role's rights and no more.
import type pg from 'pg';
import type { AsServiceRole } from './confirmation-store.ts';

export const pgServiceRole =
  (pool: pg.Pool): AsServiceRole =>
  async (work) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('set local role service_role');
      const result = await work(async (sql, params) => (await client.query(sql, [...params])).rows);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
