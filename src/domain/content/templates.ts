import type { LegalSectionName } from './content-block';

export interface LegalTemplate {
  readonly title: string;
  readonly content: string;
}

/**
 * German starting texts for the legal blocks, offered in the admin content page. The bracketed placeholders
 * are for the owner to replace; the 'Restaurant:', 'Adresse:' and 'E-Mail:' lines are the ones the privacy
 * statement reads, so they stay one per line.
 */
export const LEGAL_TEMPLATES: Readonly<Record<LegalSectionName, LegalTemplate>> = {
  impressum: {
    title: 'Impressum',
    content: [
      'Angaben gemäß § 5 DDG',
      '',
      'Restaurant: [Name des Restaurants]',
      'Adresse: [Straße Hausnummer, PLZ Berlin]',
      'Vertreten durch: [Inhaber/in]',
      'E-Mail: [E-Mail-Adresse]',
      'Telefon: [Telefonnummer]',
      'Umsatzsteuer-ID: [USt-IdNr. gemäß § 27a UStG]',
      'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: [Name, Anschrift]',
    ].join('\n'),
  },
  business_info: {
    title: 'Geschäftsinformationen',
    content: [
      'Restaurant: [Name des Restaurants]',
      'Rechtsform: [z. B. Einzelunternehmen, GmbH]',
      'Adresse: [Straße Hausnummer, PLZ Berlin]',
      'Handelsregister: [Registergericht, Registernummer]',
      'Umsatzsteuer-ID: [USt-IdNr.]',
      'Aufsichtsbehörde: [Zuständiges Ordnungsamt]',
    ].join('\n'),
  },
  contact_details: {
    title: 'Kontaktdaten',
    content: [
      'Adresse: [Straße Hausnummer, PLZ Berlin]',
      'Telefon: [Telefonnummer]',
      'E-Mail: [E-Mail-Adresse]',
    ].join('\n'),
  },
  privacy_policy: {
    title: 'Zusätzliche Informationen',
    content: [
      'Datenschutzbeauftragte/r: [Name und Kontakt, falls benannt]',
      'Zuständige Aufsichtsbehörde: [Berliner Beauftragte für Datenschutz und Informationsfreiheit]',
      'Weitere Hinweise: [z. B. zur Verarbeitung von Tischreservierungen]',
    ].join('\n'),
  },
  cookie_policy: {
    title: 'Cookie-Richtlinie',
    content: [
      'Diese Website verwendet nur technisch notwendige Cookies und lokale Speicherung.',
      'Gespeichert werden: [z. B. Ihre Cookie-Einstellungen und die gewählte Sprache]',
      'Speicherdauer: [z. B. ein Jahr für die Cookie-Einstellungen]',
    ].join('\n'),
  },
};
