// What manage-staff reads and writes in the database, as SQL run by the service role over the function's
// direct connection (SUPABASE_DB_URL): staff_members() and admin_users (supabase/schemas/01_staff.sql).
import type { AsServiceRole } from './confirmation-store.ts';
import type { StaffMember, StaffStore } from './manage-staff.ts';

interface MemberRow {
  id: string;
  email: string;
  name: string;
  role: 'owner' | 'staff';
  last_login: Date | string | null;
  created_at: Date | string;
}

const iso = (value: Date | string): string => new Date(value).toISOString();

const member = (row: MemberRow): StaffMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  last_login: row.last_login === null ? null : iso(row.last_login),
  created_at: iso(row.created_at),
});

export const sqlStaffStore = (asServiceRole: AsServiceRole): StaffStore => ({
  members: () =>
    asServiceRole(async (query) =>
      (
        await query<MemberRow>(
          'select id, email, name, role, last_login, created_at from public.staff_members()',
          [],
        )
      ).map(member),
    ),

  roleOf: (id) =>
    asServiceRole(async (query) => {
      const rows = await query<{ role: 'owner' | 'staff' }>(
        'select role from public.admin_users where id = $1',
        [id],
      );
      return rows[0]?.role ?? null;
    }),

  add: (id, name) =>
    asServiceRole(async (query) => {
      const rows = await query<MemberRow>(
        `insert into public.admin_users (id, username, role) values ($1, $2, 'staff')
         returning id, '' as email, username as name, role, last_login, created_at`,
        [id, name],
      );
      return member(rows[0]!);
    }),

  remove: (id) =>
    asServiceRole(async (query) => {
      const rows = await query<{ id: string }>('delete from public.admin_users where id = $1 returning id', [
        id,
      ]);
      return rows.length > 0;
    }),
});
