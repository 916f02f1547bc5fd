// The two Supabase APIs generate-menu-image talks to over HTTP: PostgREST, to ask is_admin() as the caller
// (which also verifies the caller's JWT: PostgREST refuses a forged or expired token with 401), and Storage,
// to keep the picture in the public bucket as the service role. SUPABASE_URL, SUPABASE_ANON_KEY and
// SUPABASE_SERVICE_ROLE_KEY are set by the platform in every edge function.

export interface SupabaseRestSettings {
  readonly url: string;
  readonly anonKey: string;
  readonly serviceRoleKey: string;
}

export type Caller = 'admin' | 'not_admin' | 'unauthenticated';

export interface SupabaseRest {
  /** Who sent the request, by its Authorization header; throws when PostgREST cannot be asked. */
  caller(authorization: string | null): Promise<Caller>;
  /** Stores a picture under its path in restaurant-images and returns its public URL; throws on refusal. */
  upload(path: string, bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<string>;
  /** Removes a picture by its public URL; a URL outside the bucket (e.g. the demo's) is nothing to remove. */
  remove(publicUrl: string): Promise<void>;
}

export const BUCKET = 'restaurant-images';
/** Paths are unique per picture and never overwritten, so browsers and the CDN may keep it for a year. */
const CACHE_SECONDS = '31536000';
const REQUEST_TIMEOUT_MS = 20_000;

const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

const describeFailure = async (what: string, response: Response) =>
  new Error(`${what} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);

export const supabaseRest = (
  settings: SupabaseRestSettings,
  fetchImpl: typeof fetch = fetch,
): SupabaseRest => {
  const base = settings.url.replace(/\/+$/, '');
  const publicPrefix = `${base}/storage/v1/object/public/${BUCKET}/`;
  const serviceHeaders = {
    Authorization: `Bearer ${settings.serviceRoleKey}`,
    apikey: settings.serviceRoleKey,
  };

  return {
    async caller(authorization) {
      if (!authorization || !/^Bearer\s+\S+$/i.test(authorization.trim())) return 'unauthenticated';
      const response = await fetchImpl(`${base}/rest/v1/rpc/is_admin`, {
        method: 'POST',
        headers: {
          apikey: settings.anonKey,
          Authorization: authorization.trim(),
          'Content-Type': 'application/json',
        },
        body: '{}',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (response.status === 401) return 'unauthenticated';
      if (!response.ok) throw await describeFailure('PostgREST is_admin()', response);
      return (await response.json()) === true ? 'admin' : 'not_admin';
    },

    async upload(path, bytes, contentType) {
      const response = await fetchImpl(`${base}/storage/v1/object/${BUCKET}/${encodePath(path)}`, {
        method: 'POST',
        headers: {
          ...serviceHeaders,
          'Content-Type': contentType,
          'x-upsert': 'false',
          'cache-control': `max-age=${CACHE_SECONDS}`,
        },
        body: bytes,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (!response.ok) throw await describeFailure('Storage upload', response);
      return `${publicPrefix}${encodePath(path)}`;
    },

    async remove(publicUrl) {
      if (!publicUrl.startsWith(publicPrefix)) return;
      const path = decodeURIComponent(publicUrl.slice(publicPrefix.length).split(/[?#]/)[0]!);
      const response = await fetchImpl(`${base}/storage/v1/object/${BUCKET}`, {
        method: 'DELETE',
        headers: { ...serviceHeaders, 'Content-Type': 'application/json' },
        body: JSON.stringify({ prefixes: [path] }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (!response.ok) throw await describeFailure('Storage remove', response);
    },
  };
};
