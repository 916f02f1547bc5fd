// Deno entry of the edge function generate-menu-image. Body: {dishName, ingredients, cuisineType, category,
// menuItemId}; answer: {success, imageUrl, prompt, cost, error}. Only an admin may call it (is_admin() as the
// caller). Secrets: IMAGE_API_BASE_URL, IMAGE_MODEL, IMAGE_API_KEY (optional IMAGE_API_TIMEOUT_MS); SUPABASE_URL,
// SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY and SUPABASE_DB_URL are provided by the platform. The logic lives
// in ../_shared/generate-menu-image.ts, tested in tests/functions.
import pg from 'pg';
import { handleGenerateRequest, type GenerateIo } from '../_shared/generate-menu-image.ts';
import { imageApiSettings, requestImage } from '../_shared/image-api.ts';
import { sqlMenuImageStore } from '../_shared/menu-image-store.ts';
import { pgServiceRole } from '../_shared/pg-service-role.ts';
import { supabaseRest } from '../_shared/supabase-rest.ts';

const env = (name: string): string | undefined => Deno.env.get(name);

let io: GenerateIo | null = null;

const configure = (): { ok: true; io: GenerateIo } | { ok: false; problem: string } => {
  if (io) return { ok: true, io };
  const images = imageApiSettings(env);
  if (!images.ok) return { ok: false, problem: `missing secrets ${images.missing.join(', ')}` };
  const platform = ['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY', 'SUPABASE_DB_URL'];
  const missing = platform.filter((name) => !env(name));
  if (missing.length > 0) return { ok: false, problem: `missing ${missing.join(', ')}` };
  const settings = images.settings;
  io = {
    store: sqlMenuImageStore(
      pgServiceRole(new pg.Pool({ connectionString: env('SUPABASE_DB_URL'), max: 2 })),
    ),
    supabase: supabaseRest({
      url: env('SUPABASE_URL')!,
      anonKey: env('SUPABASE_ANON_KEY')!,
      serviceRoleKey: env('SUPABASE_SERVICE_ROLE_KEY')!,
    }),
    generate: (prompt) => requestImage(settings, prompt),
    now: () => new Date(),
    log: (message, detail) => console.error(message, detail),
  };
  return { ok: true, io };
};

Deno.serve((request) => handleGenerateRequest(request, configure));
