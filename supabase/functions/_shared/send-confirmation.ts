// The logic of the send-reservation-confirmation edge function (decision 0078), with its I/O passed in: the
// Deno entry gives it the database, SMTP and the clock; the Node tests give it PGlite and an SMTP server on
// 127.0.0.1. It delivers the outbox: each due row is claimed in the database (so that two calls never both
// send it), rendered for the booking's own guest (or the restaurant's own address), sent, and marked sent, or
// its failure recorded with backoff. It never takes an address or a text from its caller.
import type { ClaimedEmail, OutboxStore } from './confirmation-store.ts';
import { plainAddress } from './guest-text.ts';
import { isStaffKind, reservationEmail, type EmailLinks, type Restaurant } from './reservation-email.ts';
import type { Mailer } from './smtp.ts';

export interface DeliveryIo {
  readonly store: OutboxStore;
  readonly mail: Mailer;
  /** The sender address (SMTP_FROM). */
  readonly from: string;
  /** The site's address (SITE_URL), for the self-service and admin links; none without it. */
  readonly siteUrl: string | null;
  readonly now: () => Date;
  readonly log: (message: string, detail?: unknown) => void;
}

/** Which rows a call delivers: one booking's (the browser, after booking or a status change) or all due. */
export type DeliveryScope = { readonly reservationId: string } | 'due';

export interface DeliveryReport {
  readonly sent: number;
  readonly failed: number;
  readonly skipped: number;
}

/** At most this many e-mails per call: a booking has a handful; a sweep leaves the rest to the next one. */
export const DELIVERY_LIMIT = { reservation: 10, due: 25 } as const;

/**
 * A code for the outbox's last_error, never the server's message (which may quote an address): nodemailer's
 * error code and the SMTP reply code, e.g. 'smtp ECONNECTION' or 'smtp EENVELOPE 550'.
 */
export const smtpErrorCode = (error: unknown): string => {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  const parts = [
    'smtp',
    ...(typeof code === 'string' && /^[A-Z0-9_]{1,30}$/.test(code) ? [code] : []),
    ...(typeof responseCode === 'number' && Number.isInteger(responseCode) ? [String(responseCode)] : []),
  ];
  return parts.length > 1 ? parts.join(' ') : 'smtp error';
};

/** Failures that would hit every message alike: the rest waits for the next call instead of timing out too. */
const SERVER_DOWN = /^smtp (ECONNECTION|ETIMEDOUT|ESOCKET|EDNS|ETLS|EAUTH|ECONNREFUSED)\b/;

const siteLink = (siteUrl: string | null, path: string): string | null =>
  siteUrl ? `${siteUrl.replace(/\/+$/, '')}${path}` : null;

const linksFor = async (email: ClaimedEmail, io: DeliveryIo): Promise<EmailLinks> => {
  if (isStaffKind(email.kind)) return { adminUrl: siteLink(io.siteUrl, '/admin/reservations') };
  if (!io.siteUrl) return { reason: email.reason };
  const token = await io.store.manageToken(email.reservation.id);
  return {
    reason: email.reason,
    manageUrl: token ? siteLink(io.siteUrl, `/reservation/${encodeURIComponent(token)}`) : null,
  };
};

/**
 * Delivers the due e-mails of the scope, one claim at a time. What is claimed was already bounded in SQL
 * (claim_reservation_emails, decision 0088): a new booking's first e-mails only while the booking is fresh,
 * at most mailsPerAddressPerDay to one guest address and a ceiling on the restaurant's own notices.
 * Once the server is found down, the rest of the call's claims are recorded as failed with the same code
 * without trying again: each gets its retry with backoff, none is left unattempted until it is too old to send.
 */
export const deliverEmails = async (scope: DeliveryScope, io: DeliveryIo): Promise<DeliveryReport> => {
  const reservationId = scope === 'due' ? null : scope.reservationId;
  const limit = scope === 'due' ? DELIVERY_LIMIT.due : DELIVERY_LIMIT.reservation;
  let restaurant: Restaurant | null = null;
  let sent = 0;
  let failed = 0;
  let skipped = 0;
  let down: string | null = null;
  for (let n = 0; n < limit; n++) {
    const claimed = await io.store.claim(reservationId);
    if (!claimed) break;
    if (down) {
      await io.store.failed(claimed, down);
      failed++;
      continue;
    }
    restaurant ??= await io.store.restaurant();
    const email = reservationEmail(
      claimed.kind,
      claimed.reservation,
      restaurant,
      io.now(),
      await linksFor(claimed, io),
    );
    if (!email) {
      await io.store.skipped(claimed, 'no_recipient');
      skipped++;
      continue;
    }
    // The stored address must be one plain address (the table's own check lets e.g. a comma through).
    if (!plainAddress(email.to)) {
      await io.store.skipped(claimed, 'invalid_recipient');
      skipped++;
      continue;
    }
    try {
      await io.mail({
        from: io.from,
        to: email.to,
        replyTo: email.replyTo,
        subject: email.subject,
        text: email.text,
        html: email.html,
        attachments: email.calendar
          ? [
              {
                filename: email.calendar.filename,
                content: email.calendar.content,
                contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
              },
            ]
          : [],
      });
    } catch (error) {
      const code = smtpErrorCode(error);
      const state = await io.store.failed(claimed, code);
      io.log(
        `E-mail '${claimed.kind}' for reservation ${claimed.reservation.id} was not sent (${code}): ${state ?? 'claim lost'}`,
      );
      failed++;
      if (SERVER_DOWN.test(code)) down = code;
      continue;
    }
    if (!(await io.store.sent(claimed))) {
      io.log(
        `E-mail '${claimed.kind}' for reservation ${claimed.reservation.id} went out after its claim ran out`,
      );
    }
    sent++;
  }
  return { sent, failed, skipped };
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What a body asks for: `{ reservation, language }` names one booking (only reservation.id is
 * read); `{ "due": true }` (the scheduler) asks for every due e-mail. Null for anything else.
 */
export const scopeOf = (body: unknown): DeliveryScope | null => {
  if (typeof body !== 'object' || body === null) return null;
  const { reservation, due } = body as { reservation?: unknown; due?: unknown };
  if (reservation === undefined && due === true) return 'due';
  if (typeof reservation !== 'object' || reservation === null) return null;
  const id = (reservation as { id?: unknown }).id;
  return typeof id === 'string' && UUID.test(id) ? { reservationId: id } : null;
};

export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

const json = (status: number, body: Record<string, unknown>) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, 'Content-Type': 'application/json' },
  });

/**
 * The HTTP side: CORS preflight, POST with a JSON body naming the booking (or `due`), and an answer that
 * tells only counts: 200 sent / nothing_due, 404 not_found (no such booking), 502 mail_failed (the failure is
 * recorded and retried later). `configure` builds the I/O, or names what is missing (unset secrets) without
 * touching anything.
 */
export const handleConfirmationRequest = async (
  request: Request,
  configure: () => { ok: true; io: DeliveryIo } | { ok: false; problem: string },
): Promise<Response> => {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS });
  if (request.method !== 'POST') return json(405, { error: 'method_not_allowed' });

  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return json(400, { error: 'invalid_json' });
  }
  const scope = scopeOf(body);
  if (!scope) return json(400, { error: 'reservation_id_required' });

  const configured = configure();
  if (!configured.ok) {
    console.error(`send-reservation-confirmation is not configured: ${configured.problem}`);
    return json(500, { error: 'not_configured' });
  }
  const { io } = configured;
  try {
    const report = await deliverEmails(scope, io);
    if (report.failed > 0) return json(502, { status: 'mail_failed', ...report });
    if (report.sent > 0) return json(200, { status: 'sent', ...report });
    if (scope !== 'due' && !(await io.store.exists(scope.reservationId))) {
      return json(404, { status: 'not_found', ...report });
    }
    return json(200, { status: 'nothing_due', ...report });
  } catch (error) {
    io.log('Delivering reservation e-mails failed', error);
    return json(500, { error: 'internal' });
  }
};
