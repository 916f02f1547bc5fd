// Deno entry of the edge function manage-staff: the owner lists, invites and removes staff (decision 0089).
// Body and answers: ../_shared/manage-staff.ts. Only an owner may call it (is_owner() as the caller).
// SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY and SUPABASE_DB_URL are provided by the platform;
// no secrets of its own. The logic lives in ../_shared/manage-staff.ts, tested in tests/functions.
import pg from 'pg';
import { authAdmin } from '../_shared/auth-admin.ts';
import { handleManageStaffRequest, type StaffIo } from '../_shared/manage-staff.ts';
import { pgServiceRole } from '../_shared/pg-service-role.ts';
import { sqlStaffStore } from '../_shared/staff-store.ts';

const env = (name: string): string | undefined => Deno.env.get(name);

let io: StaffIo | null = null;

const configure = (): { ok: true; io: StaffIo } | { ok: false; problem: string } => {
  if (io) return { ok: true, io };
  const platform = ['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY', 'SUPABASE_DB_URL'];
  const missing = platform.filter((name) => !env(name));
  if (missing.length > 0) return { ok: false, problem: `missing ${missing.join(', ')}` };
  io = {
    store: sqlStaffStore(pgServiceRole(new pg.Pool({ connectionString: env('SUPABASE_DB_URL'), max: 2 }))),
    auth: authAdmin({
      url: env('SUPABASE_URL')!,
      anonKey: env('SUPABASE_ANON_KEY')!,
      serviceRoleKey: env('SUPABASE_SERVICE_ROLE_KEY')!,
    }),
    random: (length) => crypto.getRandomValues(new Uint8Array(length)),
    log: (message, detail) => console.error(message, ...(detail === undefined ? [] : [detail])),
  };
  return { ok: true, io };
};

Deno.serve((request) => handleManageStaffRequest(request, configure));
