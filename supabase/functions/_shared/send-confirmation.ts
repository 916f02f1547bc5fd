// The logic of the send-reservation-confirmation edge function, with its I/O passed in: the Deno entry gives it
// the database, SMTP and the clock; the Node tests give it PGlite and an SMTP server on 127.0.0.1.
import type { ConfirmationStore } from './confirmation-store.ts';
import { confirmationEmail } from './reservation-email.ts';
import type { Mailer } from './smtp.ts';

export interface ConfirmationIo {
  readonly store: ConfirmationStore;
  readonly mail: Mailer;
  /** The sender address (SMTP_FROM). */
  readonly from: string;
  readonly now: () => Date;
  readonly log: (message: string, detail?: unknown) => void;
}

export type SendOutcome =
  'sent' | 'already_sent' | 'in_progress' | 'not_found' | 'not_sendable' | 'mail_failed';

/** A confirmation goes out for a live booking only; a cancelled or finished one gets no mail. */
const SENDABLE_STATUSES = ['pending', 'confirmed'];

/**
 * Sends the confirmation of one reservation at most once. The send is claimed in the database first, so that
 * two calls at once do not both mail; if the mail server refuses or cannot be reached, the claim is released
 * and nothing is recorded, so that a later call can try again. The reservation itself is never touched.
 */
export const sendConfirmation = async (reservationId: string, io: ConfirmationIo): Promise<SendOutcome> => {
  const reservation = await io.store.reservation(reservationId);
  if (!reservation) return 'not_found';
  if (!SENDABLE_STATUSES.includes(reservation.status)) return 'not_sendable';

  const claim = await io.store.claim(reservationId);
  if (claim === 'sent') return 'already_sent';
  if (claim === 'busy') return 'in_progress';

  try {
    const email = confirmationEmail(reservation, await io.store.restaurant(), io.now());
    await io.mail({
      from: io.from,
      to: email.to,
      replyTo: email.replyTo,
      subject: email.subject,
      text: email.text,
      html: email.html,
      attachments: [
        {
          filename: email.calendar.filename,
          content: email.calendar.content,
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        },
      ],
    });
  } catch (error) {
    io.log(`Confirmation e-mail for reservation ${reservationId} was not sent`, error);
    await io.store.release(reservationId);
    return 'mail_failed';
  }
  await io.store.markSent(reservationId, io.now());
  return 'sent';
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The reservation id of the spec's body `{ reservation, language }`; everything else in it is ignored. */
export const reservationIdOf = (body: unknown): string | null => {
  if (typeof body !== 'object' || body === null) return null;
  const reservation = (body as { reservation?: unknown }).reservation;
  if (typeof reservation !== 'object' || reservation === null) return null;
  const id = (reservation as { id?: unknown }).id;
  return typeof id === 'string' && UUID.test(id) ? id : null;
};

export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

const HTTP_STATUS: Readonly<Record<SendOutcome, number>> = {
  sent: 200,
  already_sent: 200,
  in_progress: 409,
  not_found: 404,
  not_sendable: 409,
  mail_failed: 502,
};

const json = (status: number, body: Record<string, unknown>) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, 'Content-Type': 'application/json' },
  });

/**
 * The HTTP side: CORS preflight, POST with a JSON body naming the reservation, and a status code per outcome.
 * `configure` builds the I/O, or names what is missing (unset secrets) without touching anything.
 */
export const handleConfirmationRequest = async (
  request: Request,
  configure: () => { ok: true; io: ConfirmationIo } | { ok: false; problem: string },
): Promise<Response> => {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS });
  if (request.method !== 'POST') return json(405, { error: 'method_not_allowed' });

  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return json(400, { error: 'invalid_json' });
  }
  const id = reservationIdOf(body);
  if (!id) return json(400, { error: 'reservation_id_required' });

  const configured = configure();
  if (!configured.ok) {
    console.error(`send-reservation-confirmation is not configured: ${configured.problem}`);
    return json(500, { error: 'not_configured' });
  }
  try {
    const outcome = await sendConfirmation(id, configured.io);
    return json(HTTP_STATUS[outcome], { status: outcome });
  } catch (error) {
    configured.io.log(`Confirmation for reservation ${id} failed`, error);
    return json(500, { error: 'internal' });
  }
};
