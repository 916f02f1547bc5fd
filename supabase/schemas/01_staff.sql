-- Staff: who may use the admin area, and who may also manage the staff (decision 0089).
--
-- Model (docs/security.md has the full access matrix, generated from tests/sql/access-matrix.ts):
--   * anon and signed-in non-admins read public content only (some tables filtered to what is published);
--   * an admin is an authenticated Supabase Auth user listed in public.admin_users (public.is_admin());
--   * reservations and consent records are written only through validating SQL functions;
--   * service_role bypasses RLS (Supabase creates it with BYPASSRLS) and keeps its table privileges.
--
-- Roles. admin_users.role is 'owner' or 'staff'. Every listed account is staff (is_admin()); an owner
-- also invites and removes staff. Those are Supabase Auth admin operations, which need the service role, so the
-- edge function manage-staff performs them after asking is_owner() as the caller (with the caller's JWT).
-- The API roles get no write privilege on admin_users at all: anon and signed-in users can change no role,
-- and staff cannot make themselves owners; only the service role (that function, the owner's dashboard,
-- scripts/create-admin.mjs) writes the table. Removing a member deletes their admin_users row first, so
-- every policy refuses them at once, then their Auth user (which ends their sessions).
-- There is always an owner once there was one: the last owner can be neither demoted nor removed.
--
-- Audit. reservations.status_changed_by (the Auth user), status_changed_by_name (their admin_users.username
-- at the time, so the name stays after they leave) and status_changed_at are set by a trigger whenever the
-- status changes, from auth.uid(): staff through change_reservation_status(), nobody (null) for a guest's own
-- cancellation through the self-service link or a job. The e-mail outbox triggers are not touched.

-- ---------------------------------------------------------------------------------------------------------
-- admin_users: staff accounts. An admin is a Supabase Auth user listed here (no password column: Supabase
-- Auth holds the credential).
-- ---------------------------------------------------------------------------------------------------------
create table public.admin_users (
  id uuid primary key references auth.users (id) on delete cascade,
  username text not null,
  last_login timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint admin_users_username_key unique (username),
  constraint admin_users_username_length check (char_length(btrim(username)) between 1 and 200),
  role text not null default 'staff'
    constraint admin_users_role_valid check (role in ('owner', 'staff'))
);
create trigger set_updated_at before update on public.admin_users
  for each row execute function public.set_updated_at();

alter table public.admin_users enable row level security;

-- Staff list: admins read it; last_login is written by record_admin_login().
grant select on public.admin_users to authenticated;

comment on column public.admin_users.role is
  'owner: also invites and removes staff (edge function manage-staff); staff: the admin area only.';

-- ---------------------------------------------------------------------------------------------------------
-- is_admin(): true iff the caller's JWT subject is listed in admin_users.
-- SECURITY DEFINER so that policies can call it without the caller being able to read admin_users.
-- ---------------------------------------------------------------------------------------------------------
create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.admin_users a where a.id = auth.uid());
$$;

comment on function public.is_admin() is
  'True iff auth.uid() is listed in public.admin_users. Used by every admin policy.';

revoke all on function public.is_admin() from public, anon, authenticated, service_role;
grant execute on function public.is_admin() to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- Policies. (select public.is_admin()) is evaluated once per statement (initPlan), not once per row.
-- ---------------------------------------------------------------------------------------------------------

-- admin_users
create policy admin_users_admin_select on public.admin_users
  for select to authenticated
  using ((select public.is_admin()));

create or replace function public.assert_admin()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception using errcode = '42501', message = 'permission denied: admin only';
  end if;
end;
$$;

revoke all on function public.assert_admin() from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- is_owner(): true iff the caller's JWT subject is listed in admin_users with the role 'owner'. Like
-- is_admin(), SECURITY DEFINER so that it can be asked without reading admin_users, and executable by every
-- API role (anon and non-staff simply get false).
-- ---------------------------------------------------------------------------------------------------------
create or replace function public.is_owner()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.admin_users a where a.id = auth.uid() and a.role = 'owner');
$$;

comment on function public.is_owner() is
  'True iff auth.uid() is listed in public.admin_users as owner. Asked by the edge function manage-staff.';

revoke all on function public.is_owner() from public, anon, authenticated, service_role;
grant execute on function public.is_owner() to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- The last owner stays: no update or delete may leave admin_users without an owner (a delete cascading from
-- auth.users included), once it had one.
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.admin_users_keep_an_owner()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.role = 'owner' and (tg_op = 'DELETE' or new.role <> 'owner') and not exists (
    select 1 from public.admin_users a where a.role = 'owner' and a.id <> old.id
  ) then
    raise exception using errcode = '23514', message = 'admin_users: the last owner cannot be removed or demoted',
      constraint = 'admin_users_last_owner';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;

revoke all on function private.admin_users_keep_an_owner() from public;

create trigger admin_users_keep_an_owner before update of role or delete on public.admin_users
  for each row execute function private.admin_users_keep_an_owner();

-- Called after a successful Supabase Auth sign-in. Records the server's time (never a client timestamp) and
-- tells the browser whether this user is staff.
create or replace function public.record_admin_login()
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    return false;
  end if;
  update public.admin_users a set last_login = pg_catalog.now() where a.id = v_uid;
  return found;
end;
$$;

revoke all on function public.record_admin_login() from public, anon, authenticated, service_role;
grant execute on function public.record_admin_login() to authenticated;

-- ---------------------------------------------------------------------------------------------------------
-- staff_members(): the owner's list, for the edge function manage-staff (service role only; the function has
-- checked is_owner() first). SECURITY DEFINER to read the sign-in e-mail from auth.users, which the API roles
-- cannot read. Owners first, then by name.
-- ---------------------------------------------------------------------------------------------------------
create or replace function public.staff_members()
returns table (id uuid, email text, name text, role text, last_login timestamptz, created_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select a.id, coalesce(u.email, '')::text, a.username, a.role, a.last_login, a.created_at
  from public.admin_users a
  left join auth.users u on u.id = a.id
  order by a.role <> 'owner', a.username, a.id;
$$;

comment on function public.staff_members() is
  'Every staff account with its sign-in e-mail, owners first. For the edge function manage-staff (service role).';

revoke all on function public.staff_members() from public, anon, authenticated, service_role;
grant execute on function public.staff_members() to service_role;
