import type { GuestDetailsStore } from '../../application/ports/guest-details-store';
import { readGuestDetails, type GuestDetails } from '../../domain/reservation/guest-details';
import type { KeyValueStorage } from './browser-storage';
import { readItem, removeItems, writeItem } from './logged-storage';

export const GUEST_DETAILS_STORAGE_KEY = 'tischlein.guest-details';

/** The booking form's remembered contact details in the guest's browser storage (one JSON entry). */
export class LocalGuestDetailsStore implements GuestDetailsStore {
  constructor(private readonly storage: KeyValueStorage) {}

  read(): GuestDetails | null {
    const raw = readItem(this.storage, GUEST_DETAILS_STORAGE_KEY);
    if (raw === null) return null;
    try {
      const details = readGuestDetails(JSON.parse(raw));
      if (details) return details;
    } catch (error) {
      console.error('The remembered contact details are unreadable; forgetting them', error);
    }
    this.clear();
    return null;
  }

  write(details: GuestDetails): void {
    writeItem(this.storage, GUEST_DETAILS_STORAGE_KEY, JSON.stringify(details));
  }

  clear(): void {
    removeItems(this.storage, GUEST_DETAILS_STORAGE_KEY);
  }
}
