import { z } from 'zod';
import type { IsoInstant } from '../shared/entity';

/** Staff roles (admin_users.role): an owner also invites and removes staff (decision 0089). */
export const STAFF_ROLES = ['owner', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** One staff account as the owner's list shows it. */
export interface StaffMember {
  readonly id: string;
  /** The sign-in name: the e-mail address (the demo owner's is "demo"). */
  readonly email: string;
  /** The name shown to colleagues, e.g. on a status change ("Confirmed by Anna"). */
  readonly name: string;
  readonly role: StaffRole;
  readonly last_login: IsoInstant | null;
  readonly created_at: IsoInstant;
}

/** What the owner types to invite someone; messages are translation keys. */
export const staffInviteSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, 'admin:settings.staff.validation.email')
    .regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, 'admin:settings.staff.validation.email'),
  name: z
    .string()
    .trim()
    .min(1, 'admin:settings.staff.validation.nameRequired')
    .max(200, 'admin:settings.staff.validation.nameTooLong'),
});
export type StaffInvite = z.input<typeof staffInviteSchema>;

/**
 * An invitation: the new account and its temporary password, shown once to the owner to hand over; the member
 * signs in with it and sets their own (decision 0089). No e-mail link, on Supabase as in the demo.
 */
export interface StaffInvitation {
  readonly member: StaffMember;
  readonly temporaryPassword: string;
}

export { STAFF_EXISTS, STAFF_REMOVE_OWNER, STAFF_REMOVE_SELF } from './staff-errors';
