import type { GuestDetails } from '../../domain/reservation/guest-details';

/** The guest's own browser: the contact details the booking form remembers (with functional consent). */
export interface GuestDetailsStore {
  read(): GuestDetails | null;
  write(details: GuestDetails): void;
  clear(): void;
}
