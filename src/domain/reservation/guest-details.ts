/**
 * A guest's contact details as the booking form remembers them in the guest's own browser for the next
 * booking, only with functional consent (src/domain/consent/purposes.ts, 'guestDetails').
 */
export interface GuestDetails {
  readonly customer_name: string;
  readonly customer_email: string;
  readonly customer_phone: string;
}

const MAX_LENGTH = { customer_name: 200, customer_email: 254, customer_phone: 40 } as const;

/** The stored entry, or null for anything else found under its key (no zod: the booking page loads this). */
export const readGuestDetails = (value: unknown): GuestDetails | null => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entry = value as Record<string, unknown>;
  const details: Record<string, string> = {};
  for (const [field, max] of Object.entries(MAX_LENGTH)) {
    const text = entry[field] ?? '';
    if (typeof text !== 'string' || text.length > max) return null;
    details[field] = text;
  }
  return details.customer_name || details.customer_email ? (details as unknown as GuestDetails) : null;
};
