import { mailboxOf } from '../../domain/reservation/mailbox';
import { abuseLimitsIn } from './memory-abuse-bounds';
import type { ConfirmationSender } from '../../application/ports/confirmation-sender';
import type { DemoOutbox, SentConfirmation } from '../../application/ports/demo-outbox';
import {
  emailStillApplies,
  isGuestEmail,
  isStaleFirstEmail,
  STAFF_NOTICES_PER_HOUR,
  staffNoticeBucket,
  type EmailDelivery,
} from '../../domain/reservation/guest-emails';
import { dayQuery } from '../../domain/reservation/query';
import type { Language, Reservation } from '../../domain/reservation/reservation';
import { notFound, ok, unavailable } from '../../domain/shared/result';
import { addDays, restaurantDate } from '../../domain/shared/time';
import { DEFAULT_RESTAURANT_CONTACT } from '../../domain/settings/restaurant-contact';
import { reservationEmail, restaurantFrom } from '../../../supabase/functions/_shared/reservation-email';
import type { MemoryDatabase } from './memory-database';
import type { OutboxRow } from './memory-email-outbox';

export { DEMO_OUTBOX_KEY } from './memory-email-outbox';

/**
 * The link of a booking's self-service page in the demo (a path such as /reservation/<token>, put after the
 * site's address, or a whole address), or null for none.
 */
export type DemoManageLink = (reservationId: string) => Promise<string | null>;

/**
 * The offline demo's e-mail delivery: the outbox rows the demo's reservation store queued (as the SQL
 * triggers do) are rendered by the same code as the edge function's, from the stored reservation and the
 * restaurant's contact, and kept instead of being sent. Like the edge function it skips what no longer fits
 * the booking and sends each row once. Opening the outbox also runs the demo's "pg_cron": tomorrow's
 * confirmed bookings get their reminder.
 */
export class MemoryConfirmationSender implements ConfirmationSender, DemoOutbox {
  constructor(
    private readonly db: MemoryDatabase,
    private readonly manageLink: DemoManageLink = async () => null,
    /** The site's address, for the links in the e-mails; the page's own origin in the browser. */
    private readonly siteUrl: string | null = typeof location === 'undefined' ? null : location.origin,
  ) {}

  async send(reservation: Reservation, _language: Language) {
    const found = await this.db.reservations.find(reservation.id);
    if (!found.ok) return found;
    if (!found.value) return notFound(`reservation ${reservation.id} not found`);
    return this.deliver(reservation.id);
  }

  async deliveries(reservationId: string) {
    const rows = this.db.emails
      .rows()
      .filter((row) => row.reservation_id === reservationId)
      .sort((a, b) => a.seq - b.seq);
    return ok(rows.map(({ mail: _mail, seq: _seq, ...delivery }): EmailDelivery => delivery));
  }

  async outbox() {
    const reminded = await this.enqueueReminders();
    if (!reminded.ok) return reminded;
    const delivered = await this.deliver(null);
    if (!delivered.ok) return delivered;
    const sent = this.db.emails
      .rows()
      .filter((row) => row.state === 'sent' && row.mail !== null && row.sent_at !== null)
      .sort((a, b) => b.seq - a.seq)
      .map((row): SentConfirmation => ({
        ...row.mail!,
        id: row.id,
        reservation_id: row.reservation_id,
        kind: row.kind,
        sent_at: row.sent_at!,
      }));
    return ok(sent);
  }

  private absolute(link: string | null): string | null {
    return link?.startsWith('/') && this.siteUrl ? `${this.siteUrl}${link}` : link;
  }

  /** enqueue_reservation_reminders(): one reminder for each confirmed booking of tomorrow. */
  private async enqueueReminders() {
    const tomorrow = addDays(restaurantDate(this.db.now()), 1);
    const page = await this.db.reservations.page({ ...dayQuery(tomorrow), status: 'confirmed' });
    if (!page.ok) return page;
    for (const row of page.value.rows) {
      if (!this.db.emails.enqueue(row.id, 'reminder')) {
        return unavailable('The demo outbox could not be saved in this browser');
      }
    }
    return ok(undefined);
  }

  /**
   * The relay bounds of claim_reservation_emails() (decision 0088): mailsPerAddressPerDay e-mails to one
   * guest mailbox in 24 hours, STAFF_NOTICES_PER_HOUR notices to the restaurant of one bucket in an hour. Counted from the
   * sent rows the demo outbox keeps (the 50 most recent), by the address each went to.
   */
  private overLimit(row: OutboxRow, guestAddress: string | null, now: Date): boolean {
    const sent = this.db.emails.rows().filter((r) => r.state === 'sent' && r.sent_at && r.mail);
    if (!isGuestEmail(row.kind)) {
      const hourAgo = new Date(now.getTime() - 3_600_000).toISOString();
      const bucket = staffNoticeBucket(row.kind);
      return (
        sent.filter(
          (r) => !isGuestEmail(r.kind) && staffNoticeBucket(r.kind) === bucket && r.sent_at! > hourAgo,
        ).length >= STAFF_NOTICES_PER_HOUR
      );
    }
    const limit = abuseLimitsIn(this.db).mailsPerAddressPerDay;
    const dayAgo = new Date(now.getTime() - 86_400_000).toISOString();
    if (guestAddress === null) return false;
    const key = mailboxOf(guestAddress);
    return (
      sent.filter((r) => isGuestEmail(r.kind) && r.sent_at! > dayAgo && mailboxOf(r.mail!.to) === key)
        .length >= limit
    );
  }

  /** Delivers the due rows of one booking (or of all): claim, render, keep as sent, or skip. */
  private async deliver(reservationId: string | null) {
    const now = this.db.now();
    const today = restaurantDate(now);
    const tables = this.db.tables();
    const businessInfo =
      tables.content_blocks.find((b) => b.section_name === 'business_info' && b.is_active)?.content ?? null;
    const restaurant = restaurantFrom(tables.restaurant_contact ?? DEFAULT_RESTAURANT_CONTACT, businessInfo);
    for (const due of this.db.emails.due(reservationId)) {
      const found = await this.db.reservations.find(due.reservation_id);
      if (!found.ok) return found;
      const claimed = this.db.emails.claim(due);
      const booking = found.value;
      let next: OutboxRow;
      if (!booking) {
        next = { ...claimed, state: 'skipped', last_error: 'no_reservation' };
      } else if (!emailStillApplies(due.kind, booking, today, this.db.emails.overtaken(due))) {
        next = { ...claimed, state: 'skipped', last_error: 'no_longer_applies' };
      } else if (isStaleFirstEmail(due.kind, due.attempts, booking.created_at, now)) {
        next = { ...claimed, state: 'skipped', last_error: 'stale' };
      } else if (this.overLimit(due, booking.customer_email, now)) {
        next = {
          ...claimed,
          state: 'skipped',
          last_error: isGuestEmail(due.kind) ? 'daily_limit' : 'staff_limit',
        };
      } else {
        const manageUrl = isGuestEmail(due.kind) ? this.absolute(await this.manageLink(booking.id)) : null;
        const email = reservationEmail(due.kind, booking, restaurant, now, {
          reason: due.reason,
          manageUrl,
          adminUrl: this.siteUrl ? `${this.siteUrl}/admin/reservations` : null,
        });
        next = email
          ? {
              ...claimed,
              state: 'sent',
              sent_at: now.toISOString(),
              last_error: null,
              mail: {
                to: email.to,
                language: email.language,
                subject: email.subject,
                text: email.text,
                html: email.html,
                calendar: email.calendar?.content ?? null,
              },
            }
          : { ...claimed, state: 'skipped', last_error: 'no_recipient' };
      }
      if (!this.db.emails.save(next))
        return unavailable('The demo outbox could not be saved in this browser');
    }
    return ok(undefined);
  }
}
