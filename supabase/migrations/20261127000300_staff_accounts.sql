-- Staff accounts (issue 18, item 5; decision 0089): an owner role, and who changed a reservation's status.
--
-- Roles. admin_users.role is 'owner' or 'staff'. Every listed account is staff (is_admin(), unchanged); an owner
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

alter table public.admin_users
  add column role text not null default 'staff'
  constraint admin_users_role_valid check (role in ('owner', 'staff'));

comment on column public.admin_users.role is
  'owner: also invites and removes staff (edge function manage-staff); staff: the admin area only.';

-- Before this migration there was one admin role, held by whoever was listed: they keep every right.
update public.admin_users set role = 'owner';

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

-- ---------------------------------------------------------------------------------------------------------
-- Who changed a reservation's status, and when.
-- ---------------------------------------------------------------------------------------------------------
alter table public.reservations
  add column status_changed_by uuid,
  add column status_changed_by_name text,
  add column status_changed_at timestamptz;

comment on column public.reservations.status_changed_by is
  'The Auth user who last changed the status (null: no one signed in, e.g. the guest''s own cancellation).';
comment on column public.reservations.status_changed_by_name is
  'That staff member''s admin_users.username at the time, kept after they leave.';

-- SECURITY DEFINER to read the name from admin_users whoever changes the status (a guest's cancellation runs
-- as anon inside a definer function; the name is then null).
create or replace function private.stamp_status_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  new.status_changed_at := pg_catalog.now();
  new.status_changed_by := (select a.id from public.admin_users a where a.id = v_uid);
  new.status_changed_by_name := (select a.username from public.admin_users a where a.id = v_uid);
  return new;
end;
$$;

revoke all on function private.stamp_status_change() from public;

create trigger reservations_stamp_status_change before update of status on public.reservations
  for each row when (old.status is distinct from new.status)
  execute function private.stamp_status_change();

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
