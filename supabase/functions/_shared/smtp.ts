// Sending one e-mail over SMTP with nodemailer, configured from the function's secrets. The import resolves
// to node_modules in Node tests and to the import map's npm: specifier in the Deno function.
import nodemailer from 'nodemailer';
import { headerText, plainAddress } from './guest-text.ts';

export interface OutgoingMail {
  readonly from: string;
  readonly to: string;
  readonly replyTo: string | null;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly attachments: readonly {
    readonly filename: string;
    readonly content: string;
    readonly contentType: string;
  }[];
}

/** Hands a message to the mail server; rejects when the server refuses it or cannot be reached. */
export type Mailer = (mail: OutgoingMail) => Promise<void>;

export interface SmtpSettings {
  readonly host: string;
  readonly port: number;
  readonly user: string | null;
  readonly pass: string | null;
  /** The sender, e.g. 'Tischlein <hallo@tischlein.de>'. */
  readonly from: string;
}

export const SMTP_SECRETS = ['SMTP_HOST', 'SMTP_PORT', 'SMTP_USER', 'SMTP_PASS', 'SMTP_FROM'] as const;

/** The settings from SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS and SMTP_FROM; the names of missing ones. */
export const smtpSettings = (
  env: (name: string) => string | undefined,
): { ok: true; settings: SmtpSettings } | { ok: false; missing: string[] } => {
  const read = (name: string) => env(name)?.trim() || null;
  const host = read('SMTP_HOST');
  const from = read('SMTP_FROM');
  // Supabase's edge runtime blocks outbound 25 and 587, so the default is implicit TLS on 465.
  const port = Number(read('SMTP_PORT') ?? 465);
  const missing = [
    ...(host ? [] : ['SMTP_HOST']),
    ...(Number.isInteger(port) && port > 0 && port < 65536 ? [] : ['SMTP_PORT']),
    ...(from ? [] : ['SMTP_FROM']),
  ];
  if (!host || !from || missing.length > 0) return { ok: false, missing };
  return { ok: true, settings: { host, port, user: read('SMTP_USER'), pass: read('SMTP_PASS'), from } };
};

const isLoopback = (host: string) => host === 'localhost' || host === '::1' || host.startsWith('127.');

/** Ports that speak TLS from the first byte: the standard 465 and the alternative some providers offer (SES). */
const IMPLICIT_TLS_PORTS = [465, 2465];

/**
 * A mailer for the settings. On an implicit-TLS port the connection is encrypted from the start; any other
 * port must upgrade with STARTTLS before the password is sent, except on this machine's loopback (tests, a
 * local relay). The timeouts keep an unreachable server from holding the guest's request for long.
 */
export const smtpMailer = (settings: SmtpSettings): Mailer => {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: IMPLICIT_TLS_PORTS.includes(settings.port),
    requireTLS: !IMPLICIT_TLS_PORTS.includes(settings.port) && !isLoopback(settings.host),
    auth: settings.user ? { user: settings.user, pass: settings.pass ?? '' } : undefined,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
  return async (mail) => {
    // The last gate before the wire (decision 0088): one plain recipient, never a list or a display name
    // that nodemailer would parse into more, and no CR or LF in any header the message brings. A Reply-To
    // that is not one plain address is left out rather than sent.
    const to = plainAddress(mail.to);
    if (!to) throw Object.assign(new Error('The recipient is not one plain address'), { code: 'EADDRESS' });
    await transport.sendMail({
      from: mail.from,
      to,
      replyTo: plainAddress(mail.replyTo) ?? undefined,
      subject: headerText(mail.subject),
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments.map((a) => ({ ...a })),
    });
  };
};
