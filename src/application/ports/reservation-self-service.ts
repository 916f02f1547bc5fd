import type { GuestReservation, MovedReservation } from '../../domain/reservation/self-service';
import type { PortError, Result } from '../../domain/shared/result';

/**
 * A guest's own booking, reached by the token of its self-service link (decision 0079). The store checks the
 * token's signature and expiry and touches that one booking only. Refusals are Invalid with a key of
 * SELF_SERVICE_ERRORS (the link) or of reservations.validation (a move the booking rules refuse).
 */
export interface ReservationSelfService {
  /** The booking the token opens; a cancelled booking's link is used. */
  show(token: string): Promise<Result<GuestReservation, PortError>>;
  /** Cancels a pending or confirmed booking that has not begun; its covers are free at once. */
  cancel(token: string): Promise<Result<GuestReservation, PortError>>;
  /**
   * Moves a table booking to another date and time by the booking rules and the room left (not counting the
   * booking itself); it is pending again until staff confirm. Answers the booking and its new token.
   */
  move(token: string, date: string, time: string): Promise<Result<MovedReservation, PortError>>;
}
