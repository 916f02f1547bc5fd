-- ---------------------------------------------------------------------------------------------------------
-- cookie consent, written only through record_consent()
-- ---------------------------------------------------------------------------------------------------------
create table public.consent_records (
  id uuid primary key default gen_random_uuid(),
  user_session_id text not null,
  consent_version text not null default '1.0',
  essential_cookies boolean not null default true,
  functional_cookies boolean not null default false,
  analytics_cookies boolean not null default false,
  marketing_cookies boolean not null default false,
  expires_at timestamptz not null,
  ip_address inet,
  user_agent text,
  language_preference text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint consent_records_user_session_id_shape check (user_session_id ~ '^[A-Za-z0-9_-]{8,100}$'),
  constraint consent_records_consent_version_valid check (consent_version = '1.0'),
  constraint consent_records_essential_cookies_required check (essential_cookies),
  constraint consent_records_expires_after_created check (expires_at > created_at),
  constraint consent_records_user_agent_length check (char_length(user_agent) <= 500),
  constraint consent_records_language_preference_valid check (language_preference in ('de', 'en', 'zh'))
);

create index consent_records_session_idx on public.consent_records (user_session_id, created_at desc);
create trigger set_updated_at before update on public.consent_records
  for each row execute function public.set_updated_at();
alter table public.consent_records enable row level security;

-- ---------------------------------------------------------------------------------------------------------
-- record_consent(): a bound per client address, and false for the purposes the site does not offer.
-- ---------------------------------------------------------------------------------------------------------
create or replace function public.record_consent(
  p_session_id text,
  p_essential boolean,
  p_functional boolean,
  p_analytics boolean,
  p_marketing boolean,
  p_user_agent text,
  p_language text
)
returns public.consent_records
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.consent_records;
  v_guarded boolean := private.guarded_request();
  v_address bytea;
begin
  if p_session_id is null or p_session_id !~ '^[A-Za-z0-9_-]{8,100}$' then
    perform public.raise_invalid('consent.validation.sessionIdInvalid', 'user_session_id');
  end if;
  if p_essential is distinct from true then
    perform public.raise_invalid('consent.validation.essentialRequired', 'essential_cookies');
  end if;
  if p_functional is null or p_analytics is null or p_marketing is null then
    perform public.raise_invalid('consent.validation.choiceRequired', 'cookies');
  end if;
  if v_guarded then
    perform private.forget_old_attempts();
    v_address := private.client_address_hash();
    if (select pg_catalog.count(*) from private.client_attempts a
         where a.kind = 'consent' and a.address_hash = v_address
           and a.at > pg_catalog.now() - interval '1 hour') >= private.abuse_limit('consentsPerAddressPerHour') then
      perform private.refuse('consent', 'consent.validation.tooMany', '');
    end if;
    insert into private.client_attempts (kind, address_hash) values ('consent', v_address);
  end if;

  -- Analytics and marketing are not offered (CONSENT_PURPOSES, decision 0077): whatever is sent, no record
  -- says they were agreed to. The arguments stay, so that older clients keep working.
  insert into public.consent_records as c (
    user_session_id, consent_version, essential_cookies, functional_cookies, analytics_cookies,
    marketing_cookies, expires_at, ip_address, user_agent, language_preference
  )
  values (
    p_session_id, '1.0', true, p_functional, false,
    false, pg_catalog.now() + interval '1 year', null,
    -- informational only: cut to the column limit instead of refusing the consent
    pg_catalog.left(nullif(pg_catalog.btrim(coalesce(p_user_agent, '')), ''), 500),
    public.normalize_language(p_language)
  )
  returning c.* into v_row;
  return v_row;
end;
$$;

revoke all on function public.record_consent(text, boolean, boolean, boolean, boolean, text, text) from public, anon, authenticated, service_role;
grant execute on function public.record_consent(text, boolean, boolean, boolean, boolean, text, text) to anon, authenticated;

create or replace function public.find_consent(p_session_id text)
returns setof public.consent_records
language sql
stable
security definer
set search_path = ''
as $$
  select c.*
  from public.consent_records c
  where c.user_session_id = p_session_id
    and c.consent_version = '1.0'
    and c.expires_at > pg_catalog.now()
  order by c.created_at desc, c.id desc
  limit 1;
$$;

revoke all on function public.find_consent(text) from public, anon, authenticated, service_role;
grant execute on function public.find_consent(text) to anon, authenticated;
