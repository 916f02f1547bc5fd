import type { ContentBlock } from './content-block';

/** The labels the privacy statement reads from the business_info and contact_details blocks. */
export const OPERATOR_LABELS = { name: 'Restaurant:', address: 'Adresse:', email: 'E-Mail:' } as const;

export const OPERATOR_FALLBACKS = {
  name: 'Unser Restaurant',
  address: 'Ihre Geschäftsadresse',
  email: 'kontakt@ihr-restaurant.de',
} as const;

export interface PrivacyOperator {
  readonly name: string;
  readonly address: string;
  readonly email: string;
}

/**
 * The value of the first line that starts with the label (e.g. 'Adresse: Musterstraße 1'), trimmed; null when
 * no line has the label or its value is empty, so that the caller's fallback shows instead of a blank.
 */
export const readLabelledLine = (text: string | null, label: string): string | null => {
  if (text === null) return null;
  for (const line of text.split(/\r\n|\r|\n/)) {
    if (!line.startsWith(label)) continue;
    const value = line.slice(label.length).trim();
    return value === '' ? null : value;
  }
  return null;
};

type Source = Pick<ContentBlock, 'content'> | null;

const firstLabelled = (sources: readonly Source[], label: string): string | null => {
  for (const source of sources) {
    const value = readLabelledLine(source?.content ?? null, label);
    if (value !== null) return value;
  }
  return null;
};

/** Who runs the site, for the privacy statement: business_info is read first, then contact_details. */
export const privacyOperator = (businessInfo: Source, contactDetails: Source): PrivacyOperator => {
  const sources = [businessInfo, contactDetails];
  return {
    name: firstLabelled(sources, OPERATOR_LABELS.name) ?? OPERATOR_FALLBACKS.name,
    address: firstLabelled(sources, OPERATOR_LABELS.address) ?? OPERATOR_FALLBACKS.address,
    email: firstLabelled(sources, OPERATOR_LABELS.email) ?? OPERATOR_FALLBACKS.email,
  };
};
