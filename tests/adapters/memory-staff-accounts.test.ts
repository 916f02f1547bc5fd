// The demo's staff accounts (decisions 0089, 0090): the demo owner invites a member, who signs in with the
// temporary password and sets an own one; the owner removes them, which ends their session; only the owner
// manages accounts; failed sign-ins are limited per account name, also across a reload, and never say which
// part was wrong; a status change records the signed-in member; "Reset demo" forgets the invited accounts.
import { describe, expect, it } from 'vitest';

import { DemoAccounts } from '../../src/adapters/memory/demo-accounts';
import { DEMO_ACCOUNT, MemoryAuthGateway } from '../../src/adapters/memory/memory-auth-gateway';
import { MapStorage } from '../../src/adapters/browser/browser-storage';
import { MemoryStaffAccounts } from '../../src/adapters/memory/memory-staff-accounts';
import { ChangePassword } from '../../src/application/auth/change-password';
import { SignIn } from '../../src/application/auth/sign-in';

const setup = () => {
  const storage = new MapStorage();
  let now = Date.parse('2026-11-26T09:00:00Z');
  const clock = { now: () => new Date(now) };
  const auth = new MemoryAuthGateway(storage, clock);
  const staff = new MemoryStaffAccounts(storage, clock);
  return {
    storage,
    auth,
    staff,
    signIn: (username: string, password: string) => new SignIn({ auth }).execute({ username, password }),
    later: (minutes: number) => (now += minutes * 60_000),
    reload: () => new MemoryAuthGateway(storage, clock),
  };
};

describe('the demo staff accounts', () => {
  it('take a member from invitation through an own password to removal', async () => {
    const demo = setup();
    expect(await demo.signIn(DEMO_ACCOUNT.username, DEMO_ACCOUNT.password)).toMatchObject({
      ok: true,
      value: { isOwner: true },
    });
    const invited = await demo.staff.invite({ email: ' Mia@Example.org ', name: 'Mia' });
    if (!invited.ok) throw new Error('not invited');
    expect(invited.value.member).toMatchObject({ email: 'mia@example.org', name: 'Mia', role: 'staff' });
    expect(await demo.staff.invite({ email: 'mia@example.org', name: 'Mia' })).toMatchObject({
      ok: false,
      error: { kind: 'Conflict' },
    });
    await demo.auth.signOut();

    const temporary = invited.value.temporaryPassword;
    expect(await demo.signIn('mia@example.org', temporary)).toMatchObject({
      ok: true,
      value: { isOwner: false },
    });
    expect(await demo.staff.list()).toMatchObject({ ok: false, error: { kind: 'Forbidden' } });
    expect(await demo.staff.remove(invited.value.member.id)).toMatchObject({
      ok: false,
      error: { kind: 'Forbidden' },
    });
    const change = new ChangePassword({ staff: demo.staff });
    expect(
      await change.execute({ current: 'nope', next: 'MiasOwnPass1', repeat: 'MiasOwnPass1' }),
    ).toMatchObject({
      ok: false,
      error: { issues: { current: 'admin:settings.password.validation.wrongCurrent' } },
    });
    expect(
      await change.execute({ current: temporary, next: 'MiasOwnPass1', repeat: 'MiasOwnPass1' }),
    ).toEqual({
      ok: true,
      value: undefined,
    });
    await demo.auth.signOut();
    expect(await demo.signIn('mia@example.org', temporary)).toEqual({
      ok: false,
      error: 'InvalidCredentials',
    });
    expect((await demo.signIn('mia@example.org', 'MiasOwnPass1')).ok).toBe(true);

    // The owner removes her (in the same browser's storage); her session ends with the account.
    const removedId = invited.value.member.id;
    new DemoAccounts(demo.storage).startSession(new DemoAccounts(demo.storage).byName('demo')!);
    expect(await demo.staff.remove(removedId)).toEqual({ ok: true, value: undefined });
    expect(await demo.staff.remove(removedId)).toMatchObject({ ok: false, error: { kind: 'NotFound' } });
    new DemoAccounts(demo.storage).startSession({ ...invited.value.member, password: '' });
    expect(await demo.auth.currentSession()).toBeNull();
    expect(await demo.signIn('mia@example.org', 'MiasOwnPass1')).toEqual({
      ok: false,
      error: 'InvalidCredentials',
    });
  });

  it('never lets the owner remove themselves', async () => {
    const demo = setup();
    const signedIn = await demo.signIn('demo', DEMO_ACCOUNT.password);
    if (!signedIn.ok) throw new Error('not signed in');
    expect(await demo.staff.remove(signedIn.value.userId)).toMatchObject({
      ok: false,
      error: { kind: 'Invalid', message: 'admin:settings.staff.validation.removeSelf' },
    });
  });

  it('refuses a name after five failures in 15 minutes, known or not, across a reload', async () => {
    const demo = setup();
    for (const name of ['demo', 'nobody@example.org']) {
      for (let i = 0; i < 5; i += 1) {
        expect(await demo.auth.signIn({ username: name, password: `wrong-${i}` })).toEqual({
          ok: false,
          error: 'InvalidCredentials',
        });
      }
    }
    const reloaded = demo.reload();
    expect(await reloaded.signIn(DEMO_ACCOUNT)).toEqual({
      ok: false,
      error: { kind: 'TooManyAttempts', retryInMinutes: 15 },
    });
    expect(await reloaded.signIn({ username: 'nobody@example.org', password: 'x' })).toMatchObject({
      ok: false,
      error: { kind: 'TooManyAttempts' },
    });
    demo.later(15);
    expect((await reloaded.signIn(DEMO_ACCOUNT)).ok).toBe(true);
  });

  it('forgets invited accounts on "Reset demo", keeping the owner', async () => {
    const demo = setup();
    await demo.signIn('demo', DEMO_ACCOUNT.password);
    await demo.staff.invite({ email: 'tom@example.org', name: 'Tom' });
    new DemoAccounts(demo.storage).reset();
    const listed = await demo.staff.list();
    expect(listed.ok && listed.value.map((m) => m.email)).toEqual(['demo']);
  });
});
