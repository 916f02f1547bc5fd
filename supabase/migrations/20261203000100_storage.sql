-- supabase/schemas/12_storage.sql, on its own so that a hosted project that refuses policies on
-- storage.objects rolls back only this migration (docs/running-on-supabase.md).

-- Storage buckets and their object policies.
-- Both buckets are public-read (files are served from the public URL) and admin-write. Size and MIME limits
-- are enforced by the Storage API from the bucket row (images 5 MB, videos 100 MB).
-- supabase/config.toml declares the same buckets for `supabase start`.
--
-- Creating policies on storage.objects needs the rights Supabase gives the `postgres` role on that table. Some
-- hosted projects have refused this (supabase/supabase#41126: "must be owner of table objects"). If `db push`
-- stops here for that reason, create the four policies below in the dashboard (Storage > Policies) with the
-- same names and expressions; without them uploads are refused (the buckets stay public-read), nothing opens.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  (
    'restaurant-images', 'restaurant-images', true, 5242880,
    array['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/svg+xml']
  ),
  (
    'restaurant-videos', 'restaurant-videos', true, 104857600,
    array['video/mp4', 'video/webm', 'video/quicktime', 'video/ogg']
  )
on conflict (id) do update
set
  name = excluded.name,
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

drop policy if exists tischlein_media_public_select on storage.objects;
drop policy if exists tischlein_media_admin_insert on storage.objects;
drop policy if exists tischlein_media_admin_update on storage.objects;
drop policy if exists tischlein_media_admin_delete on storage.objects;

create policy tischlein_media_public_select on storage.objects
  for select to anon, authenticated
  using (bucket_id in ('restaurant-images', 'restaurant-videos'));

create policy tischlein_media_admin_insert on storage.objects
  for insert to authenticated
  with check (bucket_id in ('restaurant-images', 'restaurant-videos') and (select public.is_admin()));

create policy tischlein_media_admin_update on storage.objects
  for update to authenticated
  using (bucket_id in ('restaurant-images', 'restaurant-videos') and (select public.is_admin()))
  with check (bucket_id in ('restaurant-images', 'restaurant-videos') and (select public.is_admin()));

create policy tischlein_media_admin_delete on storage.objects
  for delete to authenticated
  using (bucket_id in ('restaurant-images', 'restaurant-videos') and (select public.is_admin()));
