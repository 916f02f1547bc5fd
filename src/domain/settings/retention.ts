import { addDays } from '../shared/time';

/**
 * How long the restaurant keeps guests' personal data (GDPR Art. 5(1)(e)): edited in
 * Settings, applied by public.anonymise_old_reservations() in SQL (run daily by pg_cron) and stated in the
 * privacy statement, all from this one value (restaurant_settings.retention).
 */
export interface RetentionSettings {
  /**
   * Whole days after a reservation's date before its guest's name, e-mail address, phone number, special
   * requests and staff notes are replaced; date, time, party size and status stay for statistics.
   */
  readonly reservationDays: number;
}

/** Half a year: long enough for a question about a visit, short enough to be a lifetime. */
export const DEFAULT_RETENTION: RetentionSettings = { reservationDays: 180 };

/** The bounds of reservationDays (the schema's and restaurant_retention_valid()'s). */
export const RETENTION_DAYS_MIN = 1;
export const RETENTION_DAYS_MAX = 3650;

/** What an anonymised reservation holds instead of the guest's name and address (the table's checks accept them). */
export const ANONYMISED_NAME = 'Anonymisiert';
export const ANONYMISED_EMAIL = 'anonymisiert@anonymisiert.invalid';

/** Reservations dated before this day (yyyy-MM-dd, restaurant time) are anonymised on `today`. */
export const anonymiseBefore = (today: string, retention: RetentionSettings): string =>
  addDays(today, -retention.reservationDays);

/**
 * The privacy statement's sentence about the periods (German, like the statement): the reservation period
 * from the setting, and consent records, which are deleted once their twelve months have run out.
 */
export const retentionStatementDe = (retention: RetentionSettings): string => {
  const days = retention.reservationDays === 1 ? 'einen Tag' : `${retention.reservationDays} Tage`;
  return (
    `Die Angaben zu Ihrer Reservierung (Name, E-Mail-Adresse, Telefonnummer, besondere Wünsche und unsere ` +
    `Notizen) anonymisieren wir ${days} nach dem Tag der Reservierung automatisch; Datum, Uhrzeit, ` +
    `Personenzahl und Status bleiben ohne Bezug zu Ihrer Person für unsere Statistik. Den Nachweis Ihrer ` +
    `Cookie-Einwilligung löschen wir, sobald er nach zwölf Monaten abläuft.`
  );
};
