import { describe, expect, it } from 'vitest';
import { smtpSettings } from '../../supabase/functions/_shared/smtp';

const env = (values: Record<string, string>) => (name: string) => values[name];

describe('smtpSettings', () => {
  it('reads the five secrets, with port 465 when SMTP_PORT is unset', () => {
    expect(
      smtpSettings(
        env({
          SMTP_HOST: ' smtp.example.org ',
          SMTP_USER: 'u',
          SMTP_PASS: 'p',
          SMTP_FROM: 'Tischlein <a@b.de>',
        }),
      ),
    ).toEqual({
      ok: true,
      settings: { host: 'smtp.example.org', port: 465, user: 'u', pass: 'p', from: 'Tischlein <a@b.de>' },
    });
  });

  it('names what is missing or wrong, and needs no login for a relay without one', () => {
    expect(smtpSettings(env({}))).toEqual({ ok: false, missing: ['SMTP_HOST', 'SMTP_FROM'] });
    expect(smtpSettings(env({ SMTP_HOST: 'h', SMTP_FROM: 'f', SMTP_PORT: 'smtp' }))).toEqual({
      ok: false,
      missing: ['SMTP_PORT'],
    });
    expect(smtpSettings(env({ SMTP_HOST: 'h', SMTP_FROM: 'f', SMTP_PORT: '2587' }))).toMatchObject({
      ok: true,
      settings: { port: 2587, user: null, pass: null },
    });
  });
});
