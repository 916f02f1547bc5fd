import { bookingSchema, type BookingInput } from '../../domain/reservation/booking-schema';
import { isDateInPast, isFarEnoughAhead } from '../../domain/reservation/lead-time';
import type { Language, Reservation } from '../../domain/reservation/reservation';
import { invalid, type PortError, type Result } from '../../domain/shared/result';
import { validate } from '../../domain/shared/validation';
import { Ports, type Deps } from '../ports/tokens';

export interface BookTableRequest {
  readonly booking: BookingInput;
  /** The visitor's current language, for the confirmation e-mail. */
  readonly language: Language;
  /** Made once per filled-in form, so that a retried submit returns the same reservation. */
  readonly submissionKey: string;
}

/** A guest books a table: the form's rules, then the clock's, then the store (spec section 5). */
export class BookTable {
  static readonly inject = { reservations: Ports.reservations, clock: Ports.clock };
  constructor(private readonly deps: Deps<typeof BookTable.inject>) {}

  async execute(request: BookTableRequest): Promise<Result<Reservation, PortError>> {
    const valid = validate(bookingSchema, request.booking);
    if (!valid.ok) return valid;
    const booking = valid.value;
    const now = this.deps.clock.now();
    if (isDateInPast(booking.reservation_date, now)) {
      return invalid('reservations.validation.dateInPast', {
        reservation_date: 'reservations.validation.dateInPast',
      });
    }
    if (!isFarEnoughAhead(booking.reservation_date, booking.reservation_time, now)) {
      return invalid('reservations.validation.timeTooSoon', {
        reservation_time: 'reservations.validation.timeTooSoon',
      });
    }
    return this.deps.reservations.create({
      ...booking,
      language_preference: request.language,
      submission_key: request.submissionKey,
    });
  }
}
