-- ---------------------------------------------------------------------------------------------------------
-- AI image credits, one row per month. reserved_cost holds credits reserved by a running generation
-- (reserve_ai_credits / settle_ai_credits / release_ai_credits).
-- ---------------------------------------------------------------------------------------------------------
create table public.ai_usage_tracking (
  id uuid primary key default gen_random_uuid(),
  month_year text not null,
  images_generated integer not null default 0,
  total_cost numeric(10, 3) not null default 0,
  budget_limit numeric(10, 3) not null default 10,
  reserved_cost numeric(10, 3) not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint ai_usage_tracking_month_year_key unique (month_year),
  constraint ai_usage_tracking_month_year_format check (month_year ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  constraint ai_usage_tracking_images_generated_nonnegative check (images_generated >= 0),
  constraint ai_usage_tracking_total_cost_nonnegative check (total_cost >= 0),
  constraint ai_usage_tracking_budget_limit_nonnegative check (budget_limit >= 0),
  constraint ai_usage_tracking_reserved_cost_nonnegative check (reserved_cost >= 0),
  -- AI credits held by a generation that never finished.
  --
  -- generate-menu-image holds credits with reserve_ai_credits() before it calls the images API, and gives them back
  -- with settle_ai_credits() or release_ai_credits() on every path it can run to the end. A function that is
  -- stopped in between (the edge runtime's wall-clock limit, a crash, a redeploy) runs neither, and its credits
  -- would stay reserved for the rest of the month: with a budget of 10, ten of those would block every image.
  --
  -- reserved_at records when the month's last reservation was made. Every live generation reserved within the
  -- last few minutes (the runtime stops a function after at most 400 s), so when the last reservation is older
  -- than 15 minutes every reservation of the month is dead, and reserve_ai_credits() clears them before it counts.
  -- Admins cannot write reserved_at (their column privileges cover budget_limit only).
  reserved_at timestamptz
);
create trigger set_updated_at before update on public.ai_usage_tracking
  for each row execute function public.set_updated_at();
alter table public.ai_usage_tracking enable row level security;

-- AI credits: admins read the month and set its budget; usage columns are written by the service role only.
grant select on public.ai_usage_tracking to authenticated;
grant insert (month_year, budget_limit) on public.ai_usage_tracking to authenticated;
grant update (budget_limit) on public.ai_usage_tracking to authenticated;

-- ai_usage_tracking: admin only (column privileges above limit what an admin may write).
create policy ai_usage_tracking_admin_select on public.ai_usage_tracking
  for select to authenticated
  using ((select public.is_admin()));

create policy ai_usage_tracking_admin_insert on public.ai_usage_tracking
  for insert to authenticated
  with check ((select public.is_admin()));

create policy ai_usage_tracking_admin_update on public.ai_usage_tracking
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

comment on column public.ai_usage_tracking.reserved_at is
  'When reserve_ai_credits() last held credits of this month; reserved_cost older than 15 minutes is cleared.';

-- ---------------------------------------------------------------------------------------------------------
-- AI image credits (service_role only: called by the generate-menu-image edge function).
-- reserve before calling the image API, then settle with the real cost, or release on failure.
-- ---------------------------------------------------------------------------------------------------------
create or replace function public.check_ai_month(p_month text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_month is null or p_month !~ '^[0-9]{4}-(0[1-9]|1[0-2])$' then
    perform public.raise_invalid('ai.validation.monthInvalid', 'month_year');
  end if;
end;
$$;

revoke all on function public.check_ai_month(text) from public, anon, authenticated, service_role;

create or replace function public.reserve_ai_credits(p_month text, p_cost numeric)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_cost numeric := pg_catalog.round(p_cost, 3);
  v_row public.ai_usage_tracking;
  v_reserved numeric;
begin
  perform public.check_ai_month(p_month);
  if v_cost is null or v_cost <= 0 then
    perform public.raise_invalid('ai.validation.costInvalid', 'cost');
  end if;

  insert into public.ai_usage_tracking (month_year) values (p_month) on conflict (month_year) do nothing;
  -- the row lock serialises concurrent reservations for the month; FOR UPDATE re-reads the latest version
  select u.* into v_row from public.ai_usage_tracking u where u.month_year = p_month for update;

  v_reserved := v_row.reserved_cost;
  if v_reserved > 0 and (v_row.reserved_at is null or v_row.reserved_at < pg_catalog.now() - interval '15 minutes') then
    v_reserved := 0;
  end if;

  if v_row.total_cost + v_reserved + v_cost > v_row.budget_limit then
    if v_reserved <> v_row.reserved_cost then
      update public.ai_usage_tracking u set reserved_cost = 0 where u.id = v_row.id;
    end if;
    return false;
  end if;
  update public.ai_usage_tracking u
  set reserved_cost = v_reserved + v_cost, reserved_at = pg_catalog.now()
  where u.id = v_row.id;
  return true;
end;
$$;

revoke all on function public.reserve_ai_credits(text, numeric) from public, anon, authenticated, service_role;
grant execute on function public.reserve_ai_credits(text, numeric) to service_role;

create or replace function public.settle_ai_credits(
  p_month text,
  p_reserved numeric,
  p_actual numeric,
  p_images integer default 1
)
returns public.ai_usage_tracking
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.ai_usage_tracking;
begin
  perform public.check_ai_month(p_month);
  if p_reserved is null or p_reserved < 0 or p_actual is null or p_actual < 0 then
    perform public.raise_invalid('ai.validation.costInvalid', 'cost');
  end if;
  if p_images is null or p_images < 0 then
    perform public.raise_invalid('ai.validation.imagesInvalid', 'images_generated');
  end if;
  update public.ai_usage_tracking u
  set
    reserved_cost = greatest(u.reserved_cost - pg_catalog.round(p_reserved, 3), 0),
    total_cost = u.total_cost + pg_catalog.round(p_actual, 3),
    images_generated = u.images_generated + p_images
  where u.month_year = p_month
  returning u.* into v_row;
  if not found then
    raise exception using errcode = 'P0002', message = 'no credit reservation for this month';
  end if;
  return v_row;
end;
$$;

revoke all on function public.settle_ai_credits(text, numeric, numeric, integer) from public, anon, authenticated, service_role;
grant execute on function public.settle_ai_credits(text, numeric, numeric, integer) to service_role;

create or replace function public.release_ai_credits(p_month text, p_reserved numeric)
returns public.ai_usage_tracking
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.ai_usage_tracking;
begin
  perform public.check_ai_month(p_month);
  if p_reserved is null or p_reserved < 0 then
    perform public.raise_invalid('ai.validation.costInvalid', 'cost');
  end if;
  update public.ai_usage_tracking u
  set reserved_cost = greatest(u.reserved_cost - pg_catalog.round(p_reserved, 3), 0)
  where u.month_year = p_month
  returning u.* into v_row;
  if not found then
    raise exception using errcode = 'P0002', message = 'no credit reservation for this month';
  end if;
  return v_row;
end;
$$;

revoke all on function public.release_ai_credits(text, numeric) from public, anon, authenticated, service_role;
grant execute on function public.release_ai_credits(text, numeric) to service_role;
