import { guestRefusal, type Unavailability } from '../../domain/room/availability';
import { invalid } from '../../domain/shared/result';
import { REFUSAL_FIELD } from '../../domain/settings/bookable-slots';

/** A booking the room's rule refuses, as create_reservation() refuses it: the guest's key, on its field. */
export const refusedBooking = (reason: Unavailability) => {
  const refusal = guestRefusal(reason);
  const key = `reservations.validation.${refusal}`;
  return invalid(key, { [REFUSAL_FIELD[refusal]]: key });
};
