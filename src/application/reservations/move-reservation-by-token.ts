import {
  MANAGE_TOKEN_PATTERN,
  selfServiceRefusal,
  type MovedReservation,
} from '../../domain/reservation/self-service';
import { invalid, type PortError, type Result } from '../../domain/shared/result';
import { Ports, type Deps } from '../ports/tokens';

export interface MoveReservationRequest {
  readonly token: string;
  /** yyyy-MM-dd */
  readonly date: string;
  /** HH:mm, one of the free times the page offered */
  readonly time: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * A guest moves their table booking to another free time from its self-service link. The store books it by
 * the same rules as a new booking (hours, closed days, horizon, lead time, room left) under the same lock;
 * the booking is pending again and the answer carries its new link.
 */
export class MoveReservationByToken {
  static readonly inject = { selfService: Ports.reservationSelfService };
  constructor(private readonly deps: Deps<typeof MoveReservationByToken.inject>) {}

  async execute({ token, date, time }: MoveReservationRequest): Promise<Result<MovedReservation, PortError>> {
    if (!MANAGE_TOKEN_PATTERN.test(token)) return selfServiceRefusal('invalid');
    if (!DATE.test(date)) {
      const key = 'reservations.validation.dateRequired';
      return invalid(key, { reservation_date: key });
    }
    if (!TIME.test(time)) {
      const key = 'reservations.validation.timeRequired';
      return invalid(key, { reservation_time: key });
    }
    return this.deps.selfService.move(token, date, time);
  }
}
