// The owner's staff tools (decision 0089), behind the edge function manage-staff. Body:
//   { "action": "list" }                              -> 200 { members: StaffMember[] }
//   { "action": "invite", "email": "...", "name": "..." } -> 200 { member, temporaryPassword }
//   { "action": "remove", "id": "<uuid>" }            -> 200 { removed: id }
// Refusals: { error, code } with 400 bad_request / invalid_email / invalid_name, 401 unauthenticated,
// 403 not_owner, 404 not_found, 409 exists, 422 remove_self / remove_owner, 502 auth_failed,
// 503 not_configured, 500 internal.
//
// Who may: the caller's JWT goes to PostgREST's is_owner(), which verifies it (a forged or expired token is
// 401) and answers from admin_users. Only then does the function act with the service role: SQL over a
// direct connection (staff_members(), admin_users) and Supabase Auth's admin API over HTTP.
//
// An invitation is an Auth account made with a temporary password, confirmed, which the owner hands over and
// the member replaces under Settings > Password; no e-mail link lands on the site (detectSessionInUrl stays
// off, decision 0010). A removal deletes the admin_users row first, so every policy refuses the member at
// once, then the Auth user, which ends their sessions (their refresh tokens die with it).

export interface StaffMember {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly role: 'owner' | 'staff';
  readonly last_login: string | null;
  readonly created_at: string;
}

export type Caller = { kind: 'owner'; id: string } | { kind: 'not_owner' } | { kind: 'unauthenticated' };

export interface StaffStore {
  members(): Promise<StaffMember[]>;
  /** The role of a listed account; null when it is not listed. */
  roleOf(id: string): Promise<'owner' | 'staff' | null>;
  /** Lists a new Auth user as staff under this name. */
  add(id: string, name: string): Promise<StaffMember>;
  /** Deletes the admin_users row; false when there was none. */
  remove(id: string): Promise<boolean>;
}

export type CreatedUser = { ok: true; id: string } | { ok: false; exists: boolean; detail: string };

export interface AuthAdmin {
  /** Who sent the request (is_owner() as the caller); throws when PostgREST cannot be asked. */
  caller(authorization: string | null): Promise<Caller>;
  /** A confirmed Auth user with this password; `exists` when the address already has one. */
  createUser(email: string, password: string, name: string): Promise<CreatedUser>;
  /** Deletes an Auth user and with it their sessions; true when gone (also when it was gone already). */
  deleteUser(id: string): Promise<boolean>;
}

export interface StaffIo {
  readonly store: StaffStore;
  readonly auth: AuthAdmin;
  /** Random bytes for the temporary password (crypto.getRandomValues). */
  readonly random: (length: number) => Uint8Array;
  readonly log: (message: string, detail?: unknown) => void;
}

export type FailureCode =
  | 'bad_request'
  | 'invalid_email'
  | 'invalid_name'
  | 'unauthenticated'
  | 'not_owner'
  | 'not_found'
  | 'exists'
  | 'remove_self'
  | 'remove_owner'
  | 'auth_failed'
  | 'not_configured'
  | 'internal';

const STATUS: Readonly<Record<FailureCode, number>> = {
  bad_request: 400,
  invalid_email: 400,
  invalid_name: 400,
  unauthenticated: 401,
  not_owner: 403,
  not_found: 404,
  exists: 409,
  remove_self: 422,
  remove_owner: 422,
  auth_failed: 502,
  not_configured: 503,
  internal: 500,
};

export interface StaffAnswer {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

const refuse = (code: FailureCode, error: string): StaffAnswer => ({
  status: STATUS[code],
  body: { error, code },
});

// The same rules as src/domain/auth/staff.ts (staffInviteSchema) and password-schema.ts.
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Letters and digits that cannot be mistaken for each other when read off the screen. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 12 random characters between a fixed upper-case start and digit end: meets the password rules (16 long). */
export const temporaryPassword = (random: (length: number) => Uint8Array): string =>
  `Tmp${[...random(12)].map((b) => ALPHABET[b % ALPHABET.length]).join('')}7`;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export const manageStaff = async (
  body: unknown,
  authorization: string | null,
  io: StaffIo,
): Promise<StaffAnswer> => {
  if (typeof body !== 'object' || body === null) return refuse('bad_request', 'The body is not an object');
  const request = body as Record<string, unknown>;
  const action = text(request.action);
  if (action !== 'list' && action !== 'invite' && action !== 'remove') {
    return refuse('bad_request', 'action must be list, invite or remove');
  }

  const caller = await io.auth.caller(authorization);
  if (caller.kind === 'unauthenticated') return refuse('unauthenticated', 'Please sign in again.');
  if (caller.kind === 'not_owner') return refuse('not_owner', 'Only an owner manages staff accounts.');

  if (action === 'list') return { status: 200, body: { members: await io.store.members() } };

  if (action === 'invite') {
    const email = text(request.email)?.trim().toLowerCase() ?? '';
    const name = text(request.name)?.trim() ?? '';
    if (email.length > 254 || !EMAIL.test(email)) return refuse('invalid_email', 'Not an e-mail address');
    if (name.length < 1 || name.length > 200)
      return refuse('invalid_name', 'The name needs 1 to 200 characters');
    const password = temporaryPassword(io.random);
    const created = await io.auth.createUser(email, password, name);
    if (!created.ok) {
      if (created.exists) return refuse('exists', 'This address already has an account');
      io.log('Auth did not create the account', created.detail);
      return refuse('auth_failed', 'The account could not be created');
    }
    try {
      const member = await io.store.add(created.id, name);
      return { status: 200, body: { member: { ...member, email }, temporaryPassword: password } };
    } catch (error) {
      // Not listed, so no rights; the Auth user would only block the address for a second try.
      io.log('Listing the new account failed; deleting its Auth user again', error);
      await io.auth.deleteUser(created.id).catch((cause: unknown) => io.log('Could not delete it', cause));
      throw error;
    }
  }

  const id = text(request.id) ?? '';
  if (!UUID.test(id)) return refuse('bad_request', 'id must be a uuid');
  if (id === caller.id) return refuse('remove_self', 'You cannot remove your own account');
  const role = await io.store.roleOf(id);
  if (role === null) return refuse('not_found', 'No such staff member');
  if (role === 'owner') return refuse('remove_owner', 'An owner cannot be removed here');
  // Rights first: with the row gone, every policy and admin function refuses this member at once.
  if (!(await io.store.remove(id))) return refuse('not_found', 'No such staff member');
  // Then the Auth user and its sessions. Should Auth not answer, the member has no rights left anyway; the
  // owner's dashboard can delete the user later.
  const deleted = await io.auth.deleteUser(id).catch((error: unknown) => {
    io.log('Deleting the Auth user failed; the member has no rights left', error);
    return false;
  });
  return { status: 200, body: { removed: id, sessionsEnded: deleted } };
};

export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, 'Content-Type': 'application/json' },
  });

/** The HTTP side: CORS preflight, POST with a JSON body, the caller's Authorization header passed on. */
export const handleManageStaffRequest = async (
  request: Request,
  configure: () => { ok: true; io: StaffIo } | { ok: false; problem: string },
): Promise<Response> => {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS });
  if (request.method !== 'POST') return json(405, { error: 'Use POST', code: 'bad_request' });
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    const answer = refuse('bad_request', 'The request body is not JSON');
    return json(answer.status, answer.body);
  }
  const configured = configure();
  if (!configured.ok) {
    console.error(`manage-staff is not configured: ${configured.problem}`);
    const answer = refuse('not_configured', 'Staff management is not set up on the server yet.');
    return json(answer.status, answer.body);
  }
  try {
    const answer = await manageStaff(body, request.headers.get('Authorization'), configured.io);
    return json(answer.status, answer.body);
  } catch (error) {
    configured.io.log('manage-staff failed', error);
    const answer = refuse('internal', 'Staff management failed');
    return json(answer.status, answer.body);
  }
};
