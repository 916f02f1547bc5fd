import type { Stored } from '../shared/entity';

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

export interface ContentBlock extends Stored {
  readonly section_name: string;
  readonly title: string | null;
  readonly content: string | null;
  readonly image_url: string | null;
  readonly is_active: boolean;
}

export const isLegalBlock = (block: Pick<ContentBlock, 'section_name'>): boolean =>
  (LEGAL_SECTION_NAMES as readonly string[]).includes(block.section_name);
