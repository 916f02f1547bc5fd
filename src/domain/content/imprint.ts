import type { ContentBlock } from './content-block';

/** The blocks the imprint page shows, in this order. */
export const IMPRINT_SECTIONS = ['impressum', 'business_info', 'contact_details'] as const;
export type ImprintSection = (typeof IMPRINT_SECTIONS)[number];

const FALLBACK_TITLES: Readonly<Record<ImprintSection, string>> = {
  impressum: 'Impressum',
  business_info: 'Geschäftsinformationen',
  contact_details: 'Kontaktdaten',
};

export interface ImprintBlock {
  readonly section_name: ImprintSection;
  readonly title: string;
  readonly content: string;
}

/** The active imprint blocks among the given ones, each with a title even when the admin left it empty. */
export const imprintBlocks = (blocks: readonly ContentBlock[]): ImprintBlock[] =>
  IMPRINT_SECTIONS.flatMap((section) => {
    const block = blocks.find((b) => b.section_name === section && b.is_active);
    if (!block) return [];
    const title = block.title?.trim() ? block.title : FALLBACK_TITLES[section];
    return [{ section_name: section, title, content: block.content ?? '' }];
  });
