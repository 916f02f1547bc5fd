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
-- CREATE OR REPLACE keeps the function's EXECUTE grants (service_role only); admins cannot write reserved_at
-- (their column privileges cover budget_limit only).

alter table public.ai_usage_tracking add column reserved_at timestamptz;

comment on column public.ai_usage_tracking.reserved_at is
  'When reserve_ai_credits() last held credits of this month; reserved_cost older than 15 minutes is cleared.';

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
