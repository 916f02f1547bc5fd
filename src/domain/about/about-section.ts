import type { Id, Stored } from '../shared/entity';
import type { Translations } from '../shared/translations';

export const ABOUT_SECTION_TYPES = ['text', 'hero', 'gallery', 'team', 'timeline'] as const;
export type AboutSectionType = (typeof ABOUT_SECTION_TYPES)[number];

/** A section's texts guests read, with their longest length (the columns' and the admin's limits). */
export const ABOUT_SECTION_TEXTS = { title: 200, subtitle: 200, content: 20_000 } as const;
export type AboutSectionText = keyof typeof ABOUT_SECTION_TEXTS;

/**
 * An image's texts guests read. The German fields are held to 500 and 1000 characters by the admin's schema
 * (the column allows 2000): a translation gets the same room as the German it translates.
 */
export const ABOUT_IMAGE_TEXTS = { alt_text: 500, title: 200, caption: 1000 } as const;
export type AboutImageText = keyof typeof ABOUT_IMAGE_TEXTS;

export interface AboutSection extends Stored {
  readonly section_key: string;
  readonly title: string;
  readonly subtitle: string | null;
  readonly content: string | null;
  readonly section_type: AboutSectionType;
  readonly is_published: boolean;
  readonly display_order: number;
  /** English and Chinese versions of title, subtitle and content; German is in the fields above. */
  readonly translations: Translations<AboutSectionText>;
}

export interface AboutImage extends Stored {
  readonly section_id: Id;
  readonly image_url: string;
  readonly alt_text: string | null;
  readonly title: string | null;
  readonly caption: string | null;
  readonly display_order: number;
  readonly translations: Translations<AboutImageText>;
}
