// Deno entry of the edge function send-reservation-confirmation: it delivers the e-mail outbox (decision 0078).
// Body: { reservation, language } for one booking's due e-mails (only reservation.id is read), or
// { "due": true } for every due e-mail (the pg_cron schedule). Secrets: SMTP_HOST, SMTP_PORT, SMTP_USER,
// SMTP_PASS, SMTP_FROM, and SITE_URL (the site's address, for the self-service link in each e-mail; optional);
// SUPABASE_DB_URL is provided by the platform. The logic lives in ../_shared/send-confirmation.ts, tested in
// tests/functions.
import pg from 'pg';
import { sqlOutboxStore } from '../_shared/confirmation-store.ts';
import { pgServiceRole } from '../_shared/pg-service-role.ts';
import { handleConfirmationRequest, type DeliveryIo } from '../_shared/send-confirmation.ts';
import { smtpMailer, smtpSettings } from '../_shared/smtp.ts';

const env = (name: string): string | undefined => Deno.env.get(name);

let io: DeliveryIo | null = null;

const configure = (): { ok: true; io: DeliveryIo } | { ok: false; problem: string } => {
  if (io) return { ok: true, io };
  const smtp = smtpSettings(env);
  if (!smtp.ok) return { ok: false, problem: `missing secrets ${smtp.missing.join(', ')}` };
  const databaseUrl = env('SUPABASE_DB_URL');
  if (!databaseUrl) return { ok: false, problem: 'missing SUPABASE_DB_URL' };
  io = {
    store: sqlOutboxStore(pgServiceRole(new pg.Pool({ connectionString: databaseUrl, max: 2 }))),
    mail: smtpMailer(smtp.settings),
    from: smtp.settings.from,
    siteUrl: env('SITE_URL')?.trim() || null,
    now: () => new Date(),
    log: (message, detail) => console.error(message, ...(detail === undefined ? [] : [detail])),
  };
  return { ok: true, io };
};

Deno.serve((request) => handleConfirmationRequest(request, configure));
