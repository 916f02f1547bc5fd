import type { AboutRepository } from '../../application/ports/about-repository';
import type { AboutImage, AboutSection } from '../../domain/about/about-section';
import type { Draft, Id, Patch } from '../../domain/shared/entity';
import { mapResult } from '../../domain/shared/result';
import { validate } from '../../domain/shared/validation';
import type { SupabaseConnection } from './connection';
import type { Database } from './database.types';
import { readAll } from './pages';
import { answer, checkedUpdate, removed, removedRow } from './responses';

/** The unique constraint on section_key: the same words as the memory adapter's refusal. */
const DUPLICATE_KEY = { about_sections_section_key_key: 'admin:about.messages.duplicateKey' };
/** Loaded with the first write, so that the schemas (and zod) stay out of the public pages' startup. */
const schemas = () => import('../../domain/about/about-schema');
const validateSection = async (input: unknown) => validate((await schemas()).aboutSectionDraftSchema, input);
const validateImage = async (input: unknown) => validate((await schemas()).aboutImageDraftSchema, input);

type Row<T extends 'about_sections' | 'about_images'> = Database['public']['Tables'][T]['Row'];
/** PostgREST types `translations` as any JSON; its check constraint makes it the domain's shape. */
const asSection = (row: Row<'about_sections'>) => row as AboutSection;
const asImage = (row: Row<'about_images'>) => row as AboutImage;
const asSections = (rows: Row<'about_sections'>[]) => rows.map(asSection);
const asImages = (rows: Row<'about_images'>[]) => rows.map(asImage);

export class SupabaseAboutRepository implements AboutRepository {
  constructor(private readonly supabase: SupabaseConnection) {}

  async listSections(options?: { readonly publishedOnly?: boolean }) {
    const db = await this.supabase.rest();
    const rows = await readAll((from, to) => {
      let query = db.from('about_sections').select();
      if (options?.publishedOnly) query = query.eq('is_published', true);
      return query.order('display_order', { ascending: true }).order('id').range(from, to);
    });
    return mapResult(rows, asSections);
  }

  /** Only images of published sections when asked: an inner join on the section, dropped from the rows. */
  async listImages(options?: { readonly publishedOnly?: boolean; readonly sectionId?: Id }) {
    const db = await this.supabase.rest();
    const inSection = <Q extends { eq(column: 'section_id', value: Id): Q }>(query: Q) =>
      options?.sectionId === undefined ? query : query.eq('section_id', options.sectionId);
    if (!options?.publishedOnly) {
      const rows = await readAll((from, to) =>
        inSection(db.from('about_images').select())
          .order('display_order', { ascending: true })
          .order('id')
          .range(from, to),
      );
      return mapResult(rows, asImages);
    }
    const joined = await readAll((from, to) =>
      inSection(db.from('about_images').select('*, section:about_sections!inner(is_published)'))
        .eq('section.is_published', true)
        .order('display_order', { ascending: true })
        .order('id')
        .range(from, to),
    );
    return mapResult(joined, (rows) => rows.map(({ section: _section, ...image }) => asImage(image)));
  }

  async findImage(id: Id) {
    const db = await this.supabase.rest();
    const row = await answer(db.from('about_images').select().eq('id', id).maybeSingle());
    return mapResult(row, (image) => image && asImage(image));
  }

  async createSection(draft: Draft<AboutSection>) {
    const valid = await validateSection(draft);
    if (!valid.ok) return valid;
    const db = await this.supabase.full();
    const row = await answer(db.from('about_sections').insert(valid.value).select().single(), {
      constraints: DUPLICATE_KEY,
    });
    return mapResult(row, asSection);
  }

  async updateSection(id: Id, patch: Patch<AboutSection>) {
    const db = await this.supabase.full();
    const row = await checkedUpdate({
      patch,
      read: () => db.from('about_sections').select().eq('id', id).maybeSingle(),
      validate: validateSection,
      write: (changes) => db.from('about_sections').update(changes).eq('id', id).select().single(),
      what: `about section ${id}`,
      context: { constraints: DUPLICATE_KEY },
    });
    return mapResult(row, asSection);
  }

  /** The section's images follow it (ON DELETE CASCADE). */
  async removeSection(id: Id) {
    const db = await this.supabase.full();
    return removed(db.from('about_sections').delete().eq('id', id).select('id'), `about section ${id}`);
  }

  /** swap_about_section_order() locks both rows and swaps in one transaction. */
  async swapOrder(a: Id, b: Id) {
    const db = await this.supabase.full();
    const swapped = await answer(db.rpc('swap_about_section_order', { p_a: a, p_b: b }));
    return mapResult(swapped, () => undefined);
  }

  async createImage(draft: Draft<AboutImage>) {
    const valid = await validateImage(draft);
    if (!valid.ok) return valid;
    const db = await this.supabase.full();
    const row = await answer(db.from('about_images').insert(valid.value).select().single());
    return mapResult(row, asImage);
  }

  async updateImage(id: Id, patch: Patch<AboutImage>) {
    const db = await this.supabase.full();
    const row = await checkedUpdate({
      patch,
      read: () => db.from('about_images').select().eq('id', id).maybeSingle(),
      validate: validateImage,
      write: (changes) => db.from('about_images').update(changes).eq('id', id).select().single(),
      what: `about image ${id}`,
    });
    return mapResult(row, asImage);
  }

  async removeImage(id: Id) {
    const db = await this.supabase.full();
    const row = await removedRow(db.from('about_images').delete().eq('id', id).select(), `about image ${id}`);
    return mapResult(row, asImage);
  }
}
