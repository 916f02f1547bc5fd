import type { BookingInput } from '../../domain/reservation/booking-schema';
import type { Language, Reservation } from '../../domain/reservation/reservation';
import { ok, unavailable, type PortError, type Result } from '../../domain/shared/result';
import { validate } from '../../domain/shared/validation';
import type { ReservationDraft } from '../ports/reservation-repository';
import { Ports, type Deps } from '../ports/tokens';
import { requestDelivery } from './request-delivery';

/**
 * The schema (and zod, 23 KB gzipped) loads with the first booking, not with the booking page. A chunk
 * that cannot be downloaded is an Unavailable answer, as errors cross the use case as values.
 */
const loadBookingSchema = async () => {
  try {
    return ok((await import('../../domain/reservation/booking-schema')).bookingSchema);
  } catch (error) {
    console.error('The booking rules could not be loaded', error);
    return unavailable('The booking rules could not be loaded');
  }
};

export interface BookTableRequest {
  readonly booking: BookingInput;
  /** The visitor's current language, for the confirmation e-mail. */
  readonly language: Language;
  /** Made once per filled-in form, so that a retried submit returns the same reservation. */
  readonly submissionKey: string;
}

export { CONFIRMATION_WAIT_MS } from './request-delivery';

/**
 * Whether the same request may succeed later: the store could not be reached or did not answer (the request
 * may even have arrived, its answer lost). Any other kind is the store's answer about this booking, which the
 * same request would get again. A retry must carry the same submission key, so that it cannot book twice.
 */
export const worthRetrying = (error: PortError): boolean => error.kind === 'Unavailable';

/**
 * A guest books a table: the form's rules, then the store's, which books by the owner's rules (hours, closed
 * days, horizon, lead time, party limit, room left); then the confirmation e-mail (queued by the store with
 * the booking) is delivered, whose failure is logged and never fails the booking.
 */
export class BookTable {
  static readonly inject = {
    reservations: Ports.reservations,
    confirmations: Ports.confirmationSender,
  };
  constructor(private readonly deps: Deps<typeof BookTable.inject>) {}

  async execute(request: BookTableRequest): Promise<Result<Reservation, PortError>> {
    const schema = await loadBookingSchema();
    if (!schema.ok) return schema;
    const valid = validate(schema.value, request.booking);
    if (!valid.ok) return valid;
    const booking = valid.value;
    const created = await this.create({
      ...booking,
      language_preference: request.language,
      submission_key: request.submissionKey,
    });
    if (created.ok) await this.requestConfirmation(created.value, request.language);
    return created;
  }

  /**
   * A port answers with values, but the store's call may also load code or solve a challenge first; whatever
   * it throws is an Unavailable answer too, so the form offers the same retry with the same submission key
   * (decision 0091) instead of losing the booking to an exception.
   */
  private async create(draft: ReservationDraft): Promise<Result<Reservation, PortError>> {
    try {
      return await this.deps.reservations.create(draft);
    } catch (error) {
      console.error('The reservation could not be sent', error);
      return unavailable('The reservation could not be sent');
    }
  }

  private requestConfirmation(reservation: Reservation, language: Language): Promise<void> {
    return requestDelivery(this.deps.confirmations, reservation, language);
  }
}
