-- An open admin tab hears of new and changed bookings (issue 15, item 3): public.reservations joins Supabase
-- Realtime's publication. Realtime checks every change against the listener's RLS (the select policy lets
-- staff read reservations, nobody else), so guests subscribing with the anon key receive nothing. Only this
-- table: the e-mail outbox, consent records and settings stay out of the stream.
-- Where the publication does not exist (a plain PostgreSQL, PGlite), there is nothing to join.
do $$
begin
  if exists (select 1 from pg_catalog.pg_publication where pubname = 'supabase_realtime')
     and not exists (
       select 1 from pg_catalog.pg_publication_tables
        where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'reservations'
     ) then
    alter publication supabase_realtime add table public.reservations;
  end if;
end
$$;
