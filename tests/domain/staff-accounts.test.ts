// The pure rules of staff accounts (decisions 0089, 0090): the login rate limit's window, the password rules
// (the same as GoTrue's in supabase/config.toml) and the invitation's fields.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  LOGIN_ATTEMPT_LIMIT,
  LOGIN_ATTEMPT_WINDOW_MINUTES,
  lockedForMinutes,
  withFailure,
} from '../../src/domain/auth/login-attempts';
import { changePasswordSchema, PASSWORD_MIN_LENGTH } from '../../src/domain/auth/password-schema';
import { staffInviteSchema } from '../../src/domain/auth/staff';
import { validate } from '../../src/domain/shared/validation';

const MINUTE = 60_000;
const WINDOW = LOGIN_ATTEMPT_WINDOW_MINUTES * MINUTE;

describe('the login rate limit', () => {
  it('refuses after five failures within 15 minutes, until the oldest of them leaves the window', () => {
    let failures: number[] = [];
    for (let i = 0; i < LOGIN_ATTEMPT_LIMIT; i += 1) {
      expect(lockedForMinutes(failures, i * MINUTE)).toBeNull();
      failures = withFailure(failures, i * MINUTE);
    }
    const last = (LOGIN_ATTEMPT_LIMIT - 1) * MINUTE;
    // Five failures at minutes 0 to 4: the one at minute 0 leaves the window at minute 15.
    expect(lockedForMinutes(failures, last)).toBe(LOGIN_ATTEMPT_WINDOW_MINUTES - 4);
    expect(lockedForMinutes(failures, last + 30_000)).toBe(LOGIN_ATTEMPT_WINDOW_MINUTES - 4);
    expect(lockedForMinutes(failures, last + 90_000)).toBe(LOGIN_ATTEMPT_WINDOW_MINUTES - 5);
    expect(lockedForMinutes(failures, WINDOW - 1)).toBe(1);
    expect(lockedForMinutes(failures, WINDOW)).toBeNull();
  });

  it('is never locked with fewer than five recent failures, and a wait is always 1 to 15 minutes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 3 * WINDOW }), { maxLength: 12 }),
        fc.nat(3 * WINDOW),
        (times, now) => {
          const recent = times.filter((t) => t <= now && now - t < WINDOW);
          const locked = lockedForMinutes(times, now);
          if (recent.length < LOGIN_ATTEMPT_LIMIT) expect(locked).toBeNull();
          else {
            expect(locked).toBeGreaterThanOrEqual(1);
            expect(locked).toBeLessThanOrEqual(LOGIN_ATTEMPT_WINDOW_MINUTES);
            // After the wait, a sign-in is accepted again (unless more failures come).
            expect(
              lockedForMinutes(
                times.filter((t) => t <= now),
                now + locked! * MINUTE,
              ),
            ).toBeNull();
          }
        },
      ),
    );
  });
});

describe('the password rules', () => {
  const change = (next: string, repeat = next, current = 'old-password') =>
    validate(changePasswordSchema, { current, next, repeat });

  it('accepts 12 to 72 characters with lower and upper case letters and digits', () => {
    expect(change('Abcdefghijk1').ok).toBe(true);
    expect(change(`A1${'b'.repeat(70)}`).ok).toBe(true);
  });

  it('refuses each broken rule at its field with its own key', () => {
    const issues = (result: ReturnType<typeof change>) => (result.ok ? {} : result.error.issues);
    expect(issues(change('Abcdefghij1'))).toEqual({ next: 'admin:settings.password.validation.tooShort' });
    expect(issues(change(`A1${'b'.repeat(71)}`))).toEqual({
      next: 'admin:settings.password.validation.tooLong',
    });
    expect(issues(change('abcdefghijk1'))).toEqual({ next: 'admin:settings.password.validation.weak' });
    expect(issues(change('ABCDEFGHIJK1'))).toEqual({ next: 'admin:settings.password.validation.weak' });
    expect(issues(change('Abcdefghijkl'))).toEqual({ next: 'admin:settings.password.validation.weak' });
    expect(issues(change('Abcdefghijk1', 'Abcdefghijk2'))).toEqual({
      repeat: 'admin:settings.password.validation.mismatch',
    });
    expect(issues(change('Abcdefghijk1', 'Abcdefghijk1', 'Abcdefghijk1'))).toEqual({
      next: 'admin:settings.password.validation.sameAsCurrent',
    });
    expect(issues(change('Abcdefghijk1', 'Abcdefghijk1', ''))).toEqual({
      current: 'admin:settings.password.validation.currentRequired',
    });
  });

  it('refuses anything shorter than the minimum, whatever it holds', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: PASSWORD_MIN_LENGTH - 1 }), (next) => {
        expect(change(next).ok).toBe(false);
      }),
    );
  });
});

describe('an invitation', () => {
  it('takes a trimmed, lower-case address and a name of 1 to 200 characters', () => {
    expect(validate(staffInviteSchema, { email: ' Mia.Wong@Example.org ', name: ' Mia ' })).toEqual({
      ok: true,
      value: { email: 'mia.wong@example.org', name: 'Mia' },
    });
    const refused = (email: string, name: string) => {
      const result = validate(staffInviteSchema, { email, name });
      return result.ok ? null : result.error.issues;
    };
    expect(refused('mia', 'Mia')).toEqual({ email: 'admin:settings.staff.validation.email' });
    expect(refused('mia@example.org', '  ')).toEqual({
      name: 'admin:settings.staff.validation.nameRequired',
    });
    expect(refused('mia@example.org', 'x'.repeat(201))).toEqual({
      name: 'admin:settings.staff.validation.nameTooLong',
    });
  });
});
