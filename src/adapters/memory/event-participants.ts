import type { RestaurantEvent } from '../../domain/event/event';
import { participantsShown } from '../../domain/event/seats';
import type { Id } from '../../domain/shared/entity';
import { ok, type PortError, type Result } from '../../domain/shared/result';
import type { MemoryDatabase } from './memory-database';
import { updateRow } from './table-helpers';

/**
 * Sets an event's current_participants to the seats its bookings hold, as the reservation triggers of
 * supabase/schemas/07_booking.sql do: never above max_participants, and only when the
 * number changes (so updated_at moves only then). An event that no longer exists is left alone.
 */
export const refreshEventParticipants = async (
  db: MemoryDatabase,
  eventId: Id,
): Promise<Result<void, PortError>> => {
  const seats = await db.reservations.seatsOf(eventId);
  if (!seats.ok) return seats;
  const event = db.tables().events.find((e) => e.id === eventId);
  if (!event) return ok(undefined);
  const shown = participantsShown(event, seats.value.taken);
  if (shown === event.current_participants) return ok(undefined);
  const changed = updateRow<RestaurantEvent>(db, 'events', eventId, { current_participants: shown });
  return changed.ok ? ok(undefined) : changed;
};
