// The two Supabase APIs manage-staff talks to over HTTP: PostgREST, to ask is_owner() as the caller (which
// also verifies the caller's JWT: PostgREST refuses a forged or expired token with 401), and Auth's admin API
// with the service role key, to create and delete accounts. SUPABASE_URL, SUPABASE_ANON_KEY and
// SUPABASE_SERVICE_ROLE_KEY are set by the platform in every edge function.
import type { AuthAdmin, Caller, CreatedUser } from './manage-staff.ts';
import type { SupabaseRestSettings } from './supabase-rest.ts';

const REQUEST_TIMEOUT_MS = 20_000;

/** The JWT's subject. Read only after PostgREST accepted the token, so the payload is the verified one. */
const subjectOf = (token: string): string | null => {
  try {
    const payload = token.split('.')[1] ?? '';
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as {
      sub?: unknown;
    };
    return typeof claims.sub === 'string' ? claims.sub : null;
  } catch {
    return null;
  }
};

export const authAdmin = (settings: SupabaseRestSettings, fetchImpl: typeof fetch = fetch): AuthAdmin => {
  const base = settings.url.replace(/\/+$/, '');
  const serviceHeaders = {
    Authorization: `Bearer ${settings.serviceRoleKey}`,
    apikey: settings.serviceRoleKey,
    'Content-Type': 'application/json',
  };

  return {
    async caller(authorization): Promise<Caller> {
      const token = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '')?.[1];
      if (!token) return { kind: 'unauthenticated' };
      const response = await fetchImpl(`${base}/rest/v1/rpc/is_owner`, {
        method: 'POST',
        headers: {
          apikey: settings.anonKey,
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
        },
        body: '{}',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (response.status === 401) return { kind: 'unauthenticated' };
      if (!response.ok) {
        throw new Error(
          `PostgREST is_owner() answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
        );
      }
      if ((await response.json()) !== true) return { kind: 'not_owner' };
      const id = subjectOf(token);
      return id ? { kind: 'owner', id } : { kind: 'unauthenticated' };
    },

    async createUser(email, password, name): Promise<CreatedUser> {
      const response = await fetchImpl(`${base}/auth/v1/admin/users`, {
        method: 'POST',
        headers: serviceHeaders,
        body: JSON.stringify({ email, password, email_confirm: true, user_metadata: { username: name } }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (response.ok && typeof answer.id === 'string') return { ok: true, id: answer.id };
      // GoTrue: 422 email_exists (older versions: 422 "A user with this email address has already been registered").
      const code = typeof answer.error_code === 'string' ? answer.error_code : '';
      const message = String(answer.msg ?? answer.message ?? '');
      const exists = code === 'email_exists' || (response.status === 422 && /already/i.test(message));
      return { ok: false, exists, detail: `${response.status} ${code} ${message}`.trim() };
    },

    async deleteUser(id): Promise<boolean> {
      const response = await fetchImpl(`${base}/auth/v1/admin/users/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        headers: serviceHeaders,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (response.ok || response.status === 404) return true;
      throw new Error(
        `Auth admin delete answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
      );
    },
  };
};
