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

  constructor(private readonly supabase: Pick<SupabaseConnection, 'full'>) {}

  async send(reservation: Reservation, language: Language) {
    try {
      // For a guest this loads supabase-js once the booking is made; BookTable waits briefly (decision 0031).
      const { functions } = await this.supabase.full();
      const { error } = await functions.invoke('send-reservation-confirmation', {
        body: { reservation, language },
      });
      return error ? unavailable(`send-reservation-confirmation: ${error.message}`) : ok(undefined);
    } catch (error) {
      return unavailable(`send-reservation-confirmation: ${String(error)}`);
    }
  }

  async outbox() {
    return ok([]);
  }
}
