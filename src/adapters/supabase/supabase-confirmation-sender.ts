import type { ConfirmationSender } from '../../application/ports/confirmation-sender';
import type { EmailDelivery } from '../../domain/reservation/guest-emails';
import type { Language, Reservation } from '../../domain/reservation/reservation';
import type { Id } from '../../domain/shared/entity';
import { mapResult, ok, unavailable } from '../../domain/shared/result';
import type { SupabaseConnection } from './connection';
import { answer } from './responses';

/** The outbox columns staff see; the row's booking is theirs to read already. */
const DELIVERY_COLUMNS =
  'id, reservation_id, kind, occurrence, reason, state, attempts, next_attempt_at, last_error, sent_at, created_at';

/**
 * Asks the edge function send-reservation-confirmation to deliver a booking's due e-mails (decision 0078).
 * The e-mails are queued in public.reservation_emails by SQL with each change; the function trusts only
 * reservation.id and sends each queued e-mail once, so a retried booking may call it again.
 * Staff read the delivery state from that table (admins only, by policy).
 */
export class SupabaseConfirmationSender implements ConfirmationSender {
  constructor(private readonly supabase: Pick<SupabaseConnection, 'invoke' | 'full'>) {}

  async send(reservation: Reservation, language: Language) {
    try {
      const { error } = await this.supabase.invoke('send-reservation-confirmation', {
        reservation,
        language,
      });
      return error ? unavailable(`send-reservation-confirmation: ${error}`) : ok(undefined);
    } catch (error) {
      return unavailable(`send-reservation-confirmation: ${String(error)}`);
    }
  }

  async deliveries(reservationId: Id) {
    const db = await this.supabase.full();
    const rows = await answer(
      db
        .from('reservation_emails')
        .select(DELIVERY_COLUMNS)
        .eq('reservation_id', reservationId)
        .order('seq', { ascending: true }),
    );
    return mapResult(rows, (list) => list as EmailDelivery[]);
  }
}
