import type { Id, Stored } from '../shared/entity';

export const ABOUT_SECTION_TYPES = ['text', 'hero', 'gallery', 'team', 'timeline'] as const;
export type AboutSectionType = (typeof ABOUT_SECTION_TYPES)[number];

export interface AboutSection extends Stored {
  readonly section_key: string;
  readonly title: string;
  readonly subtitle: string | null;
  readonly content: string | null;
  readonly section_type: AboutSectionType;
  readonly is_published: boolean;
  readonly display_order: number;
}

export interface AboutImage extends Stored {
  readonly section_id: Id;
  readonly image_url: string;
  readonly alt_text: string | null;
  readonly title: string | null;
  readonly caption: string | null;
  readonly display_order: number;
}
