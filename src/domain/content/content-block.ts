import type { Stored } from '../shared/entity';
import type { Translations } from '../shared/translations';

export const SUGGESTED_SECTION_NAMES = [
  'hero',
  'about',
  'values',
  'team',
  'mission',
  'story',
  'impressum',
  'business_info',
  'privacy_policy',
  'cookie_policy',
  'contact_details',
] as const;

export const LEGAL_SECTION_NAMES = [
  'impressum',
  'business_info',
  'privacy_policy',
  'cookie_policy',
  'contact_details',
] as const;
export type LegalSectionName = (typeof LEGAL_SECTION_NAMES)[number];

/** A block's texts guests read, with their longest length (the columns' limits). */
export const CONTENT_BLOCK_TEXTS = { title: 200, content: 20_000 } as const;
export type ContentBlockText = keyof typeof CONTENT_BLOCK_TEXTS;

export interface ContentBlock extends Stored {
  readonly section_name: string;
  readonly title: string | null;
  readonly content: string | null;
  readonly image_url: string | null;
  readonly is_active: boolean;
  /**
   * English and Chinese versions of title and content; German is in the fields above. The legal blocks
   * are shown in German whatever the language (decision 0022), so theirs stay unused.
   */
  readonly translations: Translations<ContentBlockText>;
}

export const isLegalBlock = (block: Pick<ContentBlock, 'section_name'>): boolean =>
  (LEGAL_SECTION_NAMES as readonly string[]).includes(block.section_name);

/** The blocks a guest reads on the about page, in this order, each only while it is active. */
export const GUEST_SECTION_NAMES = ['story', 'values', 'team', 'mission'] as const;

/** The legal block guests also read outside the legal pages: under the restaurant's contact in the footer. */
export const FOOTER_SECTION_NAME = 'contact_details';

/**
 * Whether a block is written in English and Chinese as well. The legal texts are German in every language
 * (decision 0022), except contact_details, which the footer shows in the guest's language; the imprint
 * still shows its German text.
 */
export const isTranslatedBlock = (block: Pick<ContentBlock, 'section_name'>): boolean =>
  !isLegalBlock(block) || block.section_name === FOOTER_SECTION_NAME;
