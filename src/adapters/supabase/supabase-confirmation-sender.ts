import type { ConfirmationSender } from '../../application/ports/confirmation-sender';
import type { Language, Reservation } from '../../domain/reservation/reservation';
import { ok, unavailable } from '../../domain/shared/result';
import type { Supabase } from './client';

/**
 * Asks the edge function send-reservation-confirmation to mail the guest (spec section 7). The function
 * trusts only reservation.id and sends at most once per reservation, so a retried booking may call it again.
 */
export class SupabaseConfirmationSender implements ConfirmationSender {
  readonly keepsOutbox = false;

  constructor(private readonly client: Pick<Supabase, 'functions'>) {}

  async send(reservation: Reservation, language: Language) {
    try {
      const { error } = await this.client.functions.invoke('send-reservation-confirmation', {
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
