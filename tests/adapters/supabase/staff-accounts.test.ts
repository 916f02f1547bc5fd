// Staff accounts on Supabase against a fake GoTrue and functions endpoint (decision 0089): a password change
// re-checks the current password by signing in with it, then updateUser; GoTrue's refusals become the form's
// field errors; the owner's tools call the edge function manage-staff and map its codes.
import { describe, expect, it, vi } from 'vitest';

import { SupabaseAuthGateway } from '../../../src/adapters/supabase/supabase-auth-gateway';
import { SupabaseStaffAccounts } from '../../../src/adapters/supabase/supabase-staff-accounts';
import { EMAIL, fakeBackend, json, tokenGranted, USER_ID } from './fake-backend';

const signedIn = async () => {
  const backend = fakeBackend();
  backend.reply(tokenGranted, json(200, true), json(200, true));
  const signIn = await new SupabaseAuthGateway(backend.connection, backend.storage).signIn({
    username: EMAIL,
    password: 'Current-password-1',
  });
  expect(signIn.ok).toBe(true);
  backend.requests.length = 0;
  return { backend, staff: new SupabaseStaffAccounts(backend.connection) };
};

const user = { id: USER_ID, aud: 'authenticated', role: 'authenticated', email: EMAIL };

describe('SupabaseStaffAccounts', () => {
  it('changes the password after signing in again with the current one', async () => {
    const { backend, staff } = await signedIn();
    backend.reply(tokenGranted, json(200, user));
    const result = await staff.changePassword({ current: 'Current-password-1', next: 'New-password-12' });
    expect(result).toEqual({ ok: true, value: undefined });
    const [check, update] = backend.requests;
    expect([check!.path, check!.query.get('grant_type')]).toEqual(['/auth/v1/token', 'password']);
    expect(check!.body).toMatchObject({ email: EMAIL, password: 'Current-password-1' });
    expect([update!.method, update!.path]).toEqual(['PUT', '/auth/v1/user']);
    expect(update!.body).toMatchObject({ password: 'New-password-12' });
  });

  it('refuses a wrong current password at its field, without changing anything', async () => {
    const { backend, staff } = await signedIn();
    backend.reply(
      json(400, { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' }),
    );
    expect(await staff.changePassword({ current: 'wrong', next: 'New-password-12' })).toEqual({
      ok: false,
      error: {
        kind: 'Invalid',
        message: 'admin:settings.password.validation.wrongCurrent',
        issues: { current: 'admin:settings.password.validation.wrongCurrent' },
      },
    });
    expect(backend.requests).toHaveLength(1);
  });

  it('maps GoTrue\u2019s weak, same and rate-limited answers', async () => {
    const answers = [
      [
        json(422, { code: 422, error_code: 'weak_password', msg: 'weak' }),
        { next: 'admin:settings.password.validation.weak' },
      ],
      [
        json(422, { code: 422, error_code: 'same_password', msg: 'same' }),
        { next: 'admin:settings.password.validation.sameAsCurrent' },
      ],
    ] as const;
    for (const [answer, issues] of answers) {
      const { backend, staff } = await signedIn();
      backend.reply(tokenGranted, answer);
      const result = await staff.changePassword({ current: 'Current-password-1', next: 'New-password-12' });
      expect(result).toMatchObject({ ok: false, error: { kind: 'Invalid', issues } });
    }
    const { backend, staff } = await signedIn();
    backend.reply(json(429, { code: 429, error_code: 'over_request_rate_limit', msg: 'rate limit' }));
    expect(await staff.changePassword({ current: 'x', next: 'New-password-12' })).toMatchObject({
      ok: false,
      error: { kind: 'Unavailable', message: 'admin:settings.password.tooManyAttempts' },
    });
  });

  it('is Forbidden without a session', async () => {
    const backend = fakeBackend();
    const staff = new SupabaseStaffAccounts(backend.connection);
    expect(await staff.changePassword({ current: 'a', next: 'b' })).toMatchObject({
      ok: false,
      error: { kind: 'Forbidden' },
    });
    expect(backend.requests).toHaveLength(0);
  });

  it('calls manage-staff and maps its refusals to the form\u2019s words', async () => {
    const { backend, staff } = await signedIn();
    const member = {
      id: 'm1',
      email: 'mia@example.org',
      name: 'Mia',
      role: 'staff',
      last_login: null,
      created_at: '2026-11-26T09:00:00Z',
    };
    backend.reply(json(200, { member, temporaryPassword: 'TmpAbcdefghjkmn7' }));
    expect(await staff.invite({ email: 'mia@example.org', name: 'Mia' })).toEqual({
      ok: true,
      value: { member, temporaryPassword: 'TmpAbcdefghjkmn7' },
    });
    const call = backend.requests[0]!;
    expect([call.method, call.path]).toEqual(['POST', '/functions/v1/manage-staff']);
    expect(call.body).toEqual({ action: 'invite', email: 'mia@example.org', name: 'Mia' });

    backend.reply(json(409, { code: 'exists', error: 'This address already has an account' }));
    expect(await staff.invite({ email: 'mia@example.org', name: 'Mia' })).toMatchObject({
      ok: false,
      error: { kind: 'Conflict', message: 'admin:settings.staff.validation.exists' },
    });
    backend.reply(json(403, { code: 'not_owner', error: 'Only an owner manages staff accounts.' }));
    expect(await staff.list()).toMatchObject({ ok: false, error: { kind: 'Forbidden' } });
    backend.reply(json(422, { code: 'remove_self', error: 'no' }));
    expect(await staff.remove(USER_ID)).toMatchObject({
      ok: false,
      error: { kind: 'Invalid', message: 'admin:settings.staff.validation.removeSelf' },
    });
    backend.reply(json(200, { members: [member] }));
    expect(await staff.list()).toEqual({ ok: true, value: [member] });
    vi.restoreAllMocks();
  });
});
