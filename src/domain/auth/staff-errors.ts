/**
 * The refusals of staff-account changes as translation keys, apart from the schemas so that adapters
 * which only report them do not bring zod into every page.
 */
const V = 'admin:settings.password.validation';

/** Refusals a backend reports on a password change, as field-level translation keys. */
export const PASSWORD_WRONG = `${V}.wrongCurrent`;
export const PASSWORD_WEAK = `${V}.weak`;

/** The owner cannot remove their own account (nobody would be left to manage staff) nor another owner. */
export const STAFF_REMOVE_SELF = 'admin:settings.staff.validation.removeSelf';
export const STAFF_REMOVE_OWNER = 'admin:settings.staff.validation.removeOwner';
export const STAFF_EXISTS = 'admin:settings.staff.validation.exists';
