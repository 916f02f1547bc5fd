// Deno entry of the edge function send-reservation-confirmation. Body: { reservation, language }; only
// reservation.id is trusted. Secrets: SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS, SMTP_FROM; SUPABASE_DB_URL
// is provided by the platform. The logic lives in ../_shared/send-confirmation.ts, tested in tests/functions.
import pg from 'pg';
import { sqlConfirmationStore } from '../_shared/confirmation-store.ts';
import { pgServiceRole } from '../_shared/pg-service-role.ts';
import { handleConfirmationRequest, type ConfirmationIo } from '../_shared/send-confirmation.ts';
import { smtpMailer, smtpSettings } from '../_shared/smtp.ts';

const env = (name: string): string | undefined => Deno.env.get(name);

let io: ConfirmationIo | null = null;

const configure = (): { ok: true; io: ConfirmationIo } | { ok: false; problem: string } => {
  if (io) return { ok: true, io };
  const smtp = smtpSettings(env);
  if (!smtp.ok) return { ok: false, problem: `missing secrets ${smtp.missing.join(', ')}` };
  const databaseUrl = env('SUPABASE_DB_URL');
  if (!databaseUrl) return { ok: false, problem: 'missing SUPABASE_DB_URL' };
  io = {
    store: sqlConfirmationStore(pgServiceRole(new pg.Pool({ connectionString: databaseUrl, max: 2 }))),
    mail: smtpMailer(smtp.settings),
    from: smtp.settings.from,
    now: () => new Date(),
    log: (message, detail) => console.error(message, detail),
  };
  return { ok: true, io };
};

Deno.serve((request) => handleConfirmationRequest(request, configure));
