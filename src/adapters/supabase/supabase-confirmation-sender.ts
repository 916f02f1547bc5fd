import type { ConfirmationSender } from '../../application/ports/confirmation-sender';
import type { Language, Reservation } from '../../domain/reservation/reservation';
import { ok, unavailable } from '../../domain/shared/result';
import type { SupabaseConnection } from './connection';

/**
 * Asks the edge function send-reservation-confirmation to mail the guest (spec section 7). The function
 * trusts only reservation.id and sends at most once per reservation, so a retried booking may call it again.
 */
export class SupabaseConfirmationSender implements ConfirmationSender {
  readonly keepsOutbox = false;

  constructor(private readonly supabase: Pick<SupabaseConnection, 'invoke'>) {}

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

  async outbox() {
    return ok([]);
  }
}
