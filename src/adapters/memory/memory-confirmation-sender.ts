import type { ConfirmationSender, SentConfirmation } from '../../application/ports/confirmation-sender';
import type { Language, Reservation } from '../../domain/reservation/reservation';
import { notFound, ok, unavailable } from '../../domain/shared/result';
import {
  confirmationEmail,
  restaurantFromContent,
} from '../../../supabase/functions/_shared/reservation-email';
import type { KeyValueStorage, MemoryDatabase } from './memory-database';

/** The demo outbox's own storage entry, beside the demo database. */
export const DEMO_OUTBOX_KEY = 'tischlein.demo.outbox';

/** Enough to look at recent bookings without letting the entry grow without end. */
const OUTBOX_LIMIT = 50;

/**
 * The offline demo's e-mail: rendered by the same code as the edge function's, from the stored reservation
 * and the restaurant's content blocks, then kept in an outbox instead of being sent. Like the edge function
 * it sends once per reservation.
 */
export class MemoryConfirmationSender implements ConfirmationSender {
  readonly keepsOutbox = true;

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly db: MemoryDatabase,
  ) {}

  async send(reservation: Reservation, _language: Language) {
    const outbox = this.read();
    if (outbox.some((mail) => mail.reservation_id === reservation.id)) return ok(undefined);
    const found = await this.db.reservations.find(reservation.id);
    if (!found.ok) return found;
    const stored = found.value;
    if (!stored) return notFound(`reservation ${reservation.id} not found`);
    const tables = this.db.tables();
    const block = (name: string) =>
      tables.content_blocks.find((b) => b.section_name === name && b.is_active)?.content ?? null;
    const now = this.db.now();
    const email = confirmationEmail(
      stored,
      restaurantFromContent([block('business_info'), block('contact_details')]),
      now,
    );
    const sent: SentConfirmation = {
      reservation_id: stored.id,
      to: email.to,
      language: email.language,
      subject: email.subject,
      text: email.text,
      html: email.html,
      calendar: email.calendar.content,
      sent_at: now.toISOString(),
    };
    try {
      this.storage.setItem(DEMO_OUTBOX_KEY, JSON.stringify([sent, ...outbox].slice(0, OUTBOX_LIMIT)));
      return ok(undefined);
    } catch (error) {
      console.error('The demo outbox could not be saved', error);
      return unavailable('The demo outbox could not be saved in this browser');
    }
  }

  async outbox() {
    return ok(this.read());
  }

  private read(): SentConfirmation[] {
    try {
      const raw = this.storage.getItem(DEMO_OUTBOX_KEY);
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      return Array.isArray(parsed) ? (parsed as SentConfirmation[]) : [];
    } catch (error) {
      console.error('The demo outbox was unreadable; starting an empty one', error);
      return [];
    }
  }
}
