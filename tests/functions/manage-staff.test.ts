// The shared logic of manage-staff with its I/O replaced (decision 0089): the caller is checked before any
// other call, a bad request is refused before the caller is even asked, an account Auth made but the database
// could not list is deleted again, and the temporary password meets the password rules.
import { describe, expect, it, vi } from 'vitest';

import { changePasswordSchema } from '../../src/domain/auth/password-schema';
import {
  handleManageStaffRequest,
  manageStaff,
  temporaryPassword,
  type StaffIo,
} from '../../supabase/functions/_shared/manage-staff';

const OWNER = '00000000-0000-4000-8000-0000000000a1';
const NEW_ID = '00000000-0000-4000-8000-0000000000b2';

const io = (overrides: Partial<StaffIo['store'] & StaffIo['auth']> = {}) => {
  const calls: string[] = [];
  const fake: StaffIo = {
    auth: {
      caller: vi.fn(async () => {
        calls.push('caller');
        return { kind: 'owner' as const, id: OWNER };
      }),
      createUser: vi.fn(async () => {
        calls.push('createUser');
        return { ok: true as const, id: NEW_ID };
      }),
      deleteUser: vi.fn(async (id: string) => {
        calls.push(`deleteUser ${id}`);
        return true;
      }),
      ...overrides,
    },
    store: {
      members: async () => [],
      roleOf: async () => 'staff',
      add: async (id, name) => ({
        id,
        name,
        email: '',
        role: 'staff',
        last_login: null,
        created_at: '2026-11-26T09:00:00.000Z',
      }),
      remove: async () => true,
      ...overrides,
    },
    random: (length) => new Uint8Array(length).map((_, i) => i * 37),
    log: () => undefined,
  };
  return { fake, calls };
};

describe('manage-staff', () => {
  it('refuses a malformed request before asking who calls', async () => {
    const { fake, calls } = io();
    expect((await manageStaff({ action: 'promote' }, 'Bearer t', fake)).status).toBe(400);
    expect((await manageStaff(null, 'Bearer t', fake)).status).toBe(400);
    expect(calls).toEqual([]);
  });

  it('asks who calls before anything else, and stops at anyone but an owner', async () => {
    const { fake, calls } = io({ caller: async () => ({ kind: 'not_owner' }) });
    const answer = await manageStaff({ action: 'invite', email: 'a@b.org', name: 'A' }, 'Bearer t', fake);
    expect(answer).toEqual({
      status: 403,
      body: { code: 'not_owner', error: 'Only an owner manages staff accounts.' },
    });
    expect(calls).toEqual([]);
  });

  it('deletes the Auth user again when the database cannot list it, and answers 500', async () => {
    const { fake, calls } = io({
      add: async () => {
        throw new Error('connection lost');
      },
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await handleManageStaffRequest(
      new Request('http://fn/manage-staff', {
        method: 'POST',
        headers: { Authorization: 'Bearer t', 'Content-Type': 'application/json' },
        body: JSON.stringify({ action: 'invite', email: 'mia@example.org', name: 'Mia' }),
      }),
      () => ({ ok: true, io: fake }),
    );
    log.mockRestore();
    expect(response.status).toBe(500);
    expect(calls).toEqual(['caller', 'createUser', `deleteUser ${NEW_ID}`]);
  });

  it('makes temporary passwords the password rules accept', () => {
    for (let seed = 0; seed < 50; seed += 1) {
      const password = temporaryPassword((length) => crypto.getRandomValues(new Uint8Array(length)));
      expect(changePasswordSchema.safeParse({ current: 'x', next: password, repeat: password }).success).toBe(
        true,
      );
    }
  });
});
