// The access matrix: who may do what, written down once. tests/sql/access-matrix.test.ts performs every cell
// against fixture rows, and docs/security.md renders it (tests/sql/security-doc.test.ts keeps them equal).
//
// Personas: anon (the public site with the anon key), user (signed in to Supabase Auth but not listed in
// admin_users), admin (listed in admin_users), service_role (edge functions, the owner's dashboard).
//
// Outcomes:
//   allow    - the operation works on every fixture row (select sees all rows; a write affects its row);
//   filtered - select sees exactly the rows matching `publicRows`, and nothing else;
//   deny     - refused. Where the role has no privilege: error 42501 "permission denied". Where it has the
//              privilege (because another persona of the same role needs it): RLS refuses, i.e. select sees
//              0 rows, update/delete affect 0 rows, insert fails with 42501 "violates row-level security".
//              The test checks which one applies from the catalog, and a second test pins the privileges to
//              exactly what the allow/filtered cells need.
export type Persona = 'anon' | 'user' | 'admin' | 'service_role';
export const personas: readonly Persona[] = ['anon', 'user', 'admin', 'service_role'];

export type Operation = 'select' | 'insert' | 'update' | 'delete';
export type Outcome = 'allow' | 'filtered' | 'deny';
export type Cells = Record<Operation, Outcome>;

export const operations: readonly Operation[] = ['select', 'insert', 'update', 'delete'];

export interface MatrixRow {
  /** table name in schema public, or `bucket:<id>` for storage.objects in that bucket */
  resource: string;
  /** SQL predicate on the table's rows: what a `filtered` select may see */
  publicRows?: string;
  note?: string;
  access: Record<Persona, Cells>;
}

export const accessMatrix: readonly MatrixRow[] = [
  {
    resource: 'menu_categories',
    access: {
      anon: { select: 'allow', insert: 'deny', update: 'deny', delete: 'deny' },
      user: { select: 'allow', insert: 'deny', update: 'deny', delete: 'deny' },
      admin: { select: 'allow', insert: 'allow', update: 'allow', delete: 'allow' },
      service_role: { select: 'allow', insert: 'allow', update: 'allow', delete: 'allow' },
    },
  },
  {
    resource: 'menu_items',
    publicRows: 'is_available',
    access: {
      anon: { select: 'filtered', insert: 'deny', update: 'deny', delete: 'deny' },
      user: { select: 'filtered', insert: 'deny', update: 'deny', delete: 'deny' },
      admin: { select: 'allow', insert: 'allow', update: 'allow', delete: 'allow' },
      service_role: { select: 'allow', insert: 'allow', update: 'allow', delete: 'allow' },
    },
  },
  {
    resource: 'restaurant_videos',
    note: 'the hero flag is set through set_hero_video()',
    access: {
      anon: { select: 'allow', insert: 'deny', update: 'deny', delete: 'deny' },
      user: { select: 'allow', insert: 'deny', update: 'deny', delete: 'deny' },
      admin: { select: 'allow', insert: 'allow', update: 'allow', delete: 'allow' },
      service_role: { select: 'allow', insert: 'allow', update: 'allow', delete: 'allow' },
    },
  },
  {
    resource: 'press_articles',
    access: {
      anon: { select: 'allow', insert: 'deny', update: 'deny', delete: 'deny' },
      user: { select: 'allow', insert: 'deny', update: 'deny', delete: 'deny' },
      admin: { select: 'allow', insert: 'allow', update: 'allow', delete: 'allow' },
      service_role: { select: 'allow', insert: 'allow', update: 'allow', delete: 'allow' },
    },
  },
  {
    resource: 'gallery_images',
    access: {
      anon: { select: 'allow', insert: 'deny', update: 'deny', delete: 'deny' },
      user: { select: 'allow', insert: 'deny', update: 'deny', delete: 'deny' },
      admin: { select: 'allow', insert: 'allow', update: 'allow', delete: 'allow' },
      service_role: { select: 'allow', insert: 'allow', update: 'allow', delete: 'allow' },
    },
  },
  {
    resource: 'events',
    publicRows: 'is_active',
    access: {
      anon: { select: 'filtered', insert: 'deny', update: 'deny', delete: 'deny' },
      user: { select: 'filtered', insert: 'deny', update: 'deny', delete: 'deny' },
      admin: { select: 'allow', insert: 'allow', update: 'allow', delete: 'allow' },
      service_role: { select: 'allow', insert: 'allow', update: 'allow', delete: 'allow' },
    },
  },
  {
    resource: 'content_blocks',
    publicRows: 'is_active',
    access: {
      anon: { select: 'filtered', insert: 'deny', update: 'deny', delete: 'deny' },
      user: { select: 'filtered', insert: 'deny', update: 'deny', delete: 'deny' },
      admin: { select: 'allow', insert: 'allow', update: 'allow', delete: 'allow' },
      service_role: { select: 'allow', insert: 'allow', update: 'allow', delete: 'allow' },
    },
  },
  {
    resource: 'about_sections',
    publicRows: 'is_published',
    note: 'order swaps go through swap_about_section_order()',
    access: {
      anon: { select: 'filtered', insert: 'deny', update: 'deny', delete: 'deny' },
      user: { select: 'filtered', insert: 'deny', update: 'deny', delete: 'deny' },
      admin: { select: 'allow', insert: 'allow', update: 'allow', delete: 'allow' },
      service_role: { select: 'allow', insert: 'allow', update: 'allow', delete: 'allow' },
    },
  },
  {
    resource: 'about_images',
    publicRows: 'section_id in (select id from public.about_sections where is_published)',
    access: {
      anon: { select: 'filtered', insert: 'deny', update: 'deny', delete: 'deny' },
      user: { select: 'filtered', insert: 'deny', update: 'deny', delete: 'deny' },
      admin: { select: 'allow', insert: 'allow', update: 'allow', delete: 'allow' },
      service_role: { select: 'allow', insert: 'allow', update: 'allow', delete: 'allow' },
    },
  },
  {
    resource: 'admin_users',
    note: 'last_login is written by record_admin_login(); accounts and roles are written only with the service role (the edge function manage-staff, after is_owner())',
    access: {
      anon: { select: 'deny', insert: 'deny', update: 'deny', delete: 'deny' },
      user: { select: 'deny', insert: 'deny', update: 'deny', delete: 'deny' },
      admin: { select: 'allow', insert: 'deny', update: 'deny', delete: 'deny' },
      service_role: { select: 'allow', insert: 'allow', update: 'allow', delete: 'allow' },
    },
  },
  {
    resource: 'ai_usage_tracking',
    note: 'admins may insert (month_year, budget_limit) and update budget_limit only; usage is written by the service role',
    access: {
      anon: { select: 'deny', insert: 'deny', update: 'deny', delete: 'deny' },
      user: { select: 'deny', insert: 'deny', update: 'deny', delete: 'deny' },
      admin: { select: 'allow', insert: 'allow', update: 'allow', delete: 'deny' },
      service_role: { select: 'allow', insert: 'allow', update: 'allow', delete: 'allow' },
    },
  },
  {
    resource: 'reservations',
    note: 'created by create_reservation(); status and notes change through change_reservation_status() and save_reservation_notes()',
    access: {
      anon: { select: 'deny', insert: 'deny', update: 'deny', delete: 'deny' },
      user: { select: 'deny', insert: 'deny', update: 'deny', delete: 'deny' },
      admin: { select: 'allow', insert: 'deny', update: 'deny', delete: 'allow' },
      service_role: { select: 'allow', insert: 'allow', update: 'allow', delete: 'allow' },
    },
  },
  {
    resource: 'reservation_changes',
    note: "a booking's history: written by the booking functions and triggers, read by staff",
    access: {
      anon: { select: 'deny', insert: 'deny', update: 'deny', delete: 'deny' },
      user: { select: 'deny', insert: 'deny', update: 'deny', delete: 'deny' },
      admin: { select: 'allow', insert: 'deny', update: 'deny', delete: 'deny' },
      service_role: { select: 'allow', insert: 'allow', update: 'allow', delete: 'allow' },
    },
  },
  {
    resource: 'reservation_confirmations',
    access: {
      anon: { select: 'deny', insert: 'deny', update: 'deny', delete: 'deny' },
      user: { select: 'deny', insert: 'deny', update: 'deny', delete: 'deny' },
      admin: { select: 'deny', insert: 'deny', update: 'deny', delete: 'deny' },
      service_role: { select: 'allow', insert: 'allow', update: 'allow', delete: 'allow' },
    },
  },
  {
    resource: 'reservation_emails',
    note: 'the e-mail outbox (decision 0078): queued by triggers and change_reservation_status(), delivered by the e-mail function; staff read the delivery state',
    access: {
      anon: { select: 'deny', insert: 'deny', update: 'deny', delete: 'deny' },
      user: { select: 'deny', insert: 'deny', update: 'deny', delete: 'deny' },
      admin: { select: 'allow', insert: 'deny', update: 'deny', delete: 'deny' },
      service_role: { select: 'allow', insert: 'allow', update: 'allow', delete: 'allow' },
    },
  },
  {
    resource: 'restaurant_settings',
    note: 'one row: the booking rules (hours and closed days are public) the restaurant contact (address, phone, e-mail, map pin) how long personal data is kept (retention) and the limits against abuse (abuse_limits); changed by admins within booking_rules_valid(), restaurant_contact_valid(), restaurant_retention_valid() and abuse_limits_valid()',
    access: {
      anon: { select: 'allow', insert: 'deny', update: 'deny', delete: 'deny' },
      user: { select: 'allow', insert: 'deny', update: 'deny', delete: 'deny' },
      admin: { select: 'allow', insert: 'deny', update: 'allow', delete: 'deny' },
      service_role: { select: 'allow', insert: 'allow', update: 'allow', delete: 'allow' },
    },
  },
  {
    resource: 'dining_areas',
    note: 'the floor plan: staff only; the public learns free times, never tables',
    access: {
      anon: { select: 'deny', insert: 'deny', update: 'deny', delete: 'deny' },
      user: { select: 'deny', insert: 'deny', update: 'deny', delete: 'deny' },
      admin: { select: 'allow', insert: 'allow', update: 'allow', delete: 'allow' },
      service_role: { select: 'allow', insert: 'allow', update: 'allow', delete: 'allow' },
    },
  },
  {
    resource: 'restaurant_tables',
    note: 'the floor plan: staff only',
    access: {
      anon: { select: 'deny', insert: 'deny', update: 'deny', delete: 'deny' },
      user: { select: 'deny', insert: 'deny', update: 'deny', delete: 'deny' },
      admin: { select: 'allow', insert: 'allow', update: 'allow', delete: 'allow' },
      service_role: { select: 'allow', insert: 'allow', update: 'allow', delete: 'allow' },
    },
  },
  {
    resource: 'table_combinations',
    note: 'the floor plan: staff only',
    access: {
      anon: { select: 'deny', insert: 'deny', update: 'deny', delete: 'deny' },
      user: { select: 'deny', insert: 'deny', update: 'deny', delete: 'deny' },
      admin: { select: 'allow', insert: 'allow', update: 'allow', delete: 'allow' },
      service_role: { select: 'allow', insert: 'allow', update: 'allow', delete: 'allow' },
    },
  },
  {
    resource: 'table_combination_members',
    note: 'the floor plan: staff only',
    access: {
      anon: { select: 'deny', insert: 'deny', update: 'deny', delete: 'deny' },
      user: { select: 'deny', insert: 'deny', update: 'deny', delete: 'deny' },
      admin: { select: 'allow', insert: 'allow', update: 'allow', delete: 'allow' },
      service_role: { select: 'allow', insert: 'allow', update: 'allow', delete: 'allow' },
    },
  },
  {
    resource: 'reservation_tables',
    note: 'which tables a booking holds, and when: written by create_reservation() and move_reservation_by_token(), freed by a status change; staff read it',
    access: {
      anon: { select: 'deny', insert: 'deny', update: 'deny', delete: 'deny' },
      user: { select: 'deny', insert: 'deny', update: 'deny', delete: 'deny' },
      admin: { select: 'allow', insert: 'deny', update: 'deny', delete: 'deny' },
      service_role: { select: 'allow', insert: 'allow', update: 'allow', delete: 'allow' },
    },
  },
  {
    resource: 'consent_records',
    note: 'written by record_consent(), read back per session by find_consent()',
    access: {
      anon: { select: 'deny', insert: 'deny', update: 'deny', delete: 'deny' },
      user: { select: 'deny', insert: 'deny', update: 'deny', delete: 'deny' },
      admin: { select: 'deny', insert: 'deny', update: 'deny', delete: 'deny' },
      service_role: { select: 'allow', insert: 'allow', update: 'allow', delete: 'allow' },
    },
  },
  {
    resource: 'bucket:restaurant-images',
    access: {
      anon: { select: 'allow', insert: 'deny', update: 'deny', delete: 'deny' },
      user: { select: 'allow', insert: 'deny', update: 'deny', delete: 'deny' },
      admin: { select: 'allow', insert: 'allow', update: 'allow', delete: 'allow' },
      service_role: { select: 'allow', insert: 'allow', update: 'allow', delete: 'allow' },
    },
  },
  {
    resource: 'bucket:restaurant-videos',
    access: {
      anon: { select: 'allow', insert: 'deny', update: 'deny', delete: 'deny' },
      user: { select: 'allow', insert: 'deny', update: 'deny', delete: 'deny' },
      admin: { select: 'allow', insert: 'allow', update: 'allow', delete: 'allow' },
      service_role: { select: 'allow', insert: 'allow', update: 'allow', delete: 'allow' },
    },
  },
  {
    resource: 'bucket:<any other bucket>',
    note: 'the storage policies cover only the two restaurant buckets',
    access: {
      anon: { select: 'deny', insert: 'deny', update: 'deny', delete: 'deny' },
      user: { select: 'deny', insert: 'deny', update: 'deny', delete: 'deny' },
      admin: { select: 'deny', insert: 'deny', update: 'deny', delete: 'deny' },
      service_role: { select: 'allow', insert: 'allow', update: 'allow', delete: 'allow' },
    },
  },
];

export type CallOutcome = 'allow' | 'deny';

export interface FunctionRow {
  /** name(argument types) as `format('%s(%s)', proname, oidvectortypes(proargtypes))` prints it */
  signature: string;
  note?: string;
  /** allow: the call runs (even if it answers false); deny: 42501, from a missing EXECUTE or the admin check */
  access: Record<Persona, CallOutcome>;
}

export const functionMatrix: readonly FunctionRow[] = [
  {
    signature: 'is_admin()',
    note: 'used by every admin policy, so every API role executes it',
    access: { anon: 'allow', user: 'allow', admin: 'allow', service_role: 'allow' },
  },
  {
    signature: 'is_owner()',
    note: 'an owner invites and removes staff through the edge function manage-staff, which asks this as the caller',
    access: { anon: 'allow', user: 'allow', admin: 'allow', service_role: 'allow' },
  },
  {
    signature: 'staff_members()',
    note: "the owner's staff list with sign-in e-mails, read by the edge function manage-staff after is_owner()",
    access: { anon: 'deny', user: 'deny', admin: 'deny', service_role: 'allow' },
  },
  {
    signature: 'create_reservation(text, text, text, date, text, integer, text, text, uuid, uuid, text)',
    note: 'a table booking, or with p_event_id a sign-up for an event; from the public with a solved booking_challenge() and within restaurant_settings.abuse_limits',
    access: { anon: 'allow', user: 'allow', admin: 'allow', service_role: 'allow' },
  },
  {
    signature: 'change_reservation_status(uuid, text, text, text)',
    note: 'the last argument is the reason sent to the guest with a cancellation',
    access: { anon: 'deny', user: 'deny', admin: 'allow', service_role: 'deny' },
  },
  {
    signature: 'save_reservation_notes(uuid, text)',
    access: { anon: 'deny', user: 'deny', admin: 'allow', service_role: 'deny' },
  },
  {
    signature: 'record_consent(text, boolean, boolean, boolean, boolean, text, text)',
    access: { anon: 'allow', user: 'allow', admin: 'allow', service_role: 'deny' },
  },
  {
    signature: 'find_consent(text)',
    access: { anon: 'allow', user: 'allow', admin: 'allow', service_role: 'deny' },
  },
  {
    signature: 'admin_list_reservations(text, date, date, text, text, integer, integer, uuid)',
    note: 'one page of the admin list and the total; security definer with its own admin check',
    access: { anon: 'deny', user: 'deny', admin: 'allow', service_role: 'deny' },
  },
  {
    signature: 'floor_plan()',
    note: 'the floor plan in one value, for Settings; security definer with its own admin check',
    access: { anon: 'deny', user: 'deny', admin: 'allow', service_role: 'deny' },
  },
  {
    signature: 'day_availability(date, integer, boolean)',
    note: 'each time of a date with its tables or why not, for staff; security definer with its own admin check',
    access: { anon: 'deny', user: 'deny', admin: 'allow', service_role: 'deny' },
  },
  {
    signature: 'book_reservation_as_staff(jsonb)',
    note: 'staff take a booking or seat a walk-in, held to the room; security definer with its own admin check',
    access: { anon: 'deny', user: 'deny', admin: 'allow', service_role: 'deny' },
  },
  {
    signature: 'change_reservation_as_staff(uuid, jsonb)',
    note: "staff change a booking by the room's rules; security definer with its own admin check",
    access: { anon: 'deny', user: 'deny', admin: 'allow', service_role: 'deny' },
  },
  {
    signature: 'rules_change_impact(jsonb)',
    note: 'what new booking rules would do to the booked guests; security definer with its own admin check',
    access: { anon: 'deny', user: 'deny', admin: 'allow', service_role: 'deny' },
  },
  {
    signature: 'save_booking_rules(jsonb, boolean, text)',
    note: 'saves the booking rules, cancelling the bookings they close when asked; security definer with its own admin check',
    access: { anon: 'deny', user: 'deny', admin: 'allow', service_role: 'deny' },
  },
  {
    signature: 'save_floor_plan(jsonb)',
    note: 'replaces the floor plan in one transaction; security definer with its own admin check',
    access: { anon: 'deny', user: 'deny', admin: 'allow', service_role: 'deny' },
  },
  {
    signature: 'admin_reservation_counts()',
    note: 'pending, upcoming, total and today; security definer with its own admin check',
    access: { anon: 'deny', user: 'deny', admin: 'allow', service_role: 'deny' },
  },
  {
    signature: 'admin_export_personal_data(text)',
    note: 'everything stored about one e-mail address (GDPR Art. 15); security definer with its own admin check, logged without the address',
    access: { anon: 'deny', user: 'deny', admin: 'allow', service_role: 'deny' },
  },
  {
    signature: 'admin_erase_personal_data(text)',
    note: 'deletes the reservations of one e-mail address (GDPR Art. 17); security definer with its own admin check, logged without the address',
    access: { anon: 'deny', user: 'deny', admin: 'allow', service_role: 'deny' },
  },
  {
    signature: 'set_hero_video(uuid, boolean)',
    access: { anon: 'deny', user: 'deny', admin: 'allow', service_role: 'deny' },
  },
  {
    signature: 'create_video(text, text, text, text, boolean, boolean, boolean, boolean, integer)',
    note: 'security invoker: the restaurant_videos policies decide; a hero upload takes the flag in the same step',
    access: { anon: 'deny', user: 'deny', admin: 'allow', service_role: 'deny' },
  },
  {
    signature: 'swap_about_section_order(uuid, uuid)',
    access: { anon: 'deny', user: 'deny', admin: 'allow', service_role: 'deny' },
  },
  {
    signature: 'record_admin_login()',
    note: 'answers false for a signed-in non-admin',
    access: { anon: 'deny', user: 'allow', admin: 'allow', service_role: 'deny' },
  },
  {
    signature: 'reserve_ai_credits(text, numeric)',
    access: { anon: 'deny', user: 'deny', admin: 'deny', service_role: 'allow' },
  },
  {
    signature: 'settle_ai_credits(text, numeric, numeric, integer)',
    access: { anon: 'deny', user: 'deny', admin: 'deny', service_role: 'allow' },
  },
  {
    signature: 'release_ai_credits(text, numeric)',
    access: { anon: 'deny', user: 'deny', admin: 'deny', service_role: 'allow' },
  },
  {
    signature: 'enqueue_reservation_reminders(timestamp with time zone)',
    note: 'the reminders of tomorrow’s confirmed bookings; run daily by pg_cron',
    access: { anon: 'deny', user: 'deny', admin: 'deny', service_role: 'allow' },
  },
  {
    signature: 'anonymise_old_reservations(timestamp with time zone)',
    note: 'anonymises reservations older than the retention period and deletes expired consent records; run daily by pg_cron',
    access: { anon: 'deny', user: 'deny', admin: 'deny', service_role: 'allow' },
  },
  {
    signature: 'claim_reservation_emails(uuid, integer)',
    note: 'the e-mail function claims due outbox rows within the relay bounds (decision 0088); security definer, to read the limit',
    access: { anon: 'deny', user: 'deny', admin: 'deny', service_role: 'allow' },
  },
  {
    signature: 'reservation_email_sent(uuid, integer)',
    access: { anon: 'deny', user: 'deny', admin: 'deny', service_role: 'allow' },
  },
  {
    signature: 'reservation_email_failed(uuid, integer, text)',
    note: 'records a failure with backoff',
    access: { anon: 'deny', user: 'deny', admin: 'deny', service_role: 'allow' },
  },
  {
    signature: 'reservation_email_skipped(uuid, integer, text)',
    access: { anon: 'deny', user: 'deny', admin: 'deny', service_role: 'allow' },
  },
  {
    signature: 'assert_admin()',
    note: 'internal helper',
    access: { anon: 'deny', user: 'deny', admin: 'deny', service_role: 'deny' },
  },
  {
    signature: 'check_ai_month(text)',
    note: 'internal helper',
    access: { anon: 'deny', user: 'deny', admin: 'deny', service_role: 'deny' },
  },
  {
    signature: 'normalize_language(text)',
    note: 'internal helper',
    access: { anon: 'deny', user: 'deny', admin: 'deny', service_role: 'deny' },
  },
  {
    signature: 'raise_invalid(text, text)',
    note: 'internal helper',
    access: { anon: 'deny', user: 'deny', admin: 'deny', service_role: 'deny' },
  },
  {
    signature: 'reservation_lead_time_ok(date, text, timestamp with time zone)',
    note: 'internal helper',
    access: { anon: 'deny', user: 'deny', admin: 'deny', service_role: 'deny' },
  },
  {
    signature: 'reservation_search_text(text, text, text)',
    note: 'a pure expression of its arguments (the search index); every role may run it so that it is inlined',
    access: { anon: 'allow', user: 'allow', admin: 'allow', service_role: 'allow' },
  },
  {
    signature: 'free_reservation_times(date, integer)',
    note: 'the times of a date a party can still book; security definer, reveals no booking',
    access: { anon: 'allow', user: 'allow', admin: 'allow', service_role: 'allow' },
  },
  {
    signature: 'full_reservation_days(date, date, integer)',
    note: 'the open days of a calendar view with nothing free for a party; security definer, reveals no booking',
    access: { anon: 'allow', user: 'allow', admin: 'allow', service_role: 'allow' },
  },
  {
    signature: 'reservation_manage_token(uuid)',
    note: 'the token of a booking’s self-service link, for the e-mails; signed with a key no API role can read',
    access: { anon: 'deny', user: 'deny', admin: 'deny', service_role: 'allow' },
  },
  {
    signature: 'reservation_by_token(text)',
    note: 'the one booking a valid self-service token opens (date, time, party, name, status, event title)',
    access: { anon: 'allow', user: 'allow', admin: 'allow', service_role: 'allow' },
  },
  {
    signature: 'cancel_reservation_by_token(text)',
    note: 'the guest cancels the booking its token opens (pending or confirmed, not yet begun)',
    access: { anon: 'allow', user: 'allow', admin: 'allow', service_role: 'allow' },
  },
  {
    signature: 'move_reservation_by_token(text, date, text)',
    note: 'the guest moves the table booking its token opens, by the booking rules and the room left',
    access: { anon: 'allow', user: 'allow', admin: 'allow', service_role: 'allow' },
  },
  {
    signature: 'booking_rules_valid(jsonb)',
    note: 'the check of restaurant_settings, run as the admin who saves; a pure function of its argument',
    access: { anon: 'deny', user: 'allow', admin: 'allow', service_role: 'allow' },
  },
  {
    signature: 'restaurant_contact_valid(jsonb)',
    note: 'the check of restaurant_settings.contact, run as the admin who saves; a pure function of its argument',
    access: { anon: 'deny', user: 'allow', admin: 'allow', service_role: 'allow' },
  },
  {
    signature: 'abuse_limits_valid(jsonb)',
    note: 'the check of restaurant_settings.abuse_limits, run as the admin who saves; a pure function of its argument',
    access: { anon: 'deny', user: 'allow', admin: 'allow', service_role: 'allow' },
  },
  {
    signature: 'booking_challenge()',
    note: 'a proof-of-work challenge (ALTCHA) that create_reservation() requires from the public',
    access: { anon: 'allow', user: 'allow', admin: 'allow', service_role: 'allow' },
  },
  {
    signature: 'refused_attempts_today()',
    note: 'the dashboard count of refused public bookings and consent records by reason; its own admin check',
    access: { anon: 'deny', user: 'deny', admin: 'allow', service_role: 'deny' },
  },
  {
    signature: 'restaurant_retention_valid(jsonb)',
    note: 'the check of restaurant_settings.retention, run as the admin who saves; a pure function of its argument',
    access: { anon: 'deny', user: 'allow', admin: 'allow', service_role: 'allow' },
  },
  {
    signature: 'translations_valid(jsonb, jsonb)',
    note: "the check of every content table's translations, run as the admin who saves; a pure function of its arguments",
    access: { anon: 'deny', user: 'allow', admin: 'allow', service_role: 'allow' },
  },
  {
    signature: 'reservation_hours(jsonb, date)',
    note: 'used inside reservation_slots() and the stay-by-close rule of the room',
    access: { anon: 'deny', user: 'deny', admin: 'deny', service_role: 'allow' },
  },
  {
    signature: 'reservation_slots(jsonb, date)',
    note: 'used inside create_reservation() and free_reservation_times()',
    access: { anon: 'deny', user: 'deny', admin: 'deny', service_role: 'allow' },
  },
  {
    signature: 'reservation_refusal(jsonb, date, text, integer, timestamp with time zone, boolean)',
    note: 'used inside create_reservation(), free_reservation_times() and day_availability()',
    access: { anon: 'deny', user: 'deny', admin: 'deny', service_role: 'allow' },
  },
  {
    signature: 'set_updated_at()',
    note: 'trigger function',
    access: { anon: 'deny', user: 'deny', admin: 'deny', service_role: 'deny' },
  },
];

/** Counts of the cells, for the report and the doc. */
export function matrixCounts(): Record<Outcome, number> {
  const counts: Record<Outcome, number> = { allow: 0, filtered: 0, deny: 0 };
  for (const row of accessMatrix) {
    for (const cells of Object.values(row.access)) {
      for (const op of operations) counts[cells[op]] += 1;
    }
  }
  return counts;
}
