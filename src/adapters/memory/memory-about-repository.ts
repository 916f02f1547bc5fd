import type { AboutRepository } from '../../application/ports/about-repository';
import type { AboutImage, AboutSection } from '../../domain/about/about-section';
import type { Draft, Id, Patch } from '../../domain/shared/entity';
import { conflict, mapResult, notFound, ok } from '../../domain/shared/result';
import { validate } from '../../domain/shared/validation';
import type { MemoryDatabase } from './memory-database';
import { byDisplayOrder, insertRow, takeRow, updateRow } from './table-helpers';
import { withTranslations } from './with-translations';

/** The unique constraint on section_key: the same words as the Supabase adapter's refusal. */
const DUPLICATE_KEY = 'admin:about.messages.duplicateKey';
/** Loaded with the first write, so that the schemas (and zod) stay out of the public pages' startup. */
const schemas = () => import('../../domain/about/about-schema');

/** About sections and their images in the demo database. */
export class MemoryAboutRepository implements AboutRepository {
  constructor(private readonly db: MemoryDatabase) {}

  async listSections(options?: { publishedOnly?: boolean }) {
    const sections = this.db.tables().about_sections.filter((s) => !options?.publishedOnly || s.is_published);
    return ok([...sections].sort(byDisplayOrder).map(withTranslations));
  }

  async listImages(options?: { publishedOnly?: boolean; sectionId?: Id }) {
    const { about_sections, about_images } = this.db.tables();
    const published = new Set(about_sections.filter((s) => s.is_published).map((s) => s.id));
    const images = about_images.filter(
      (i) =>
        (!options?.publishedOnly || published.has(i.section_id)) &&
        (options?.sectionId === undefined || i.section_id === options.sectionId),
    );
    return ok([...images].sort(byDisplayOrder).map(withTranslations));
  }

  async findImage(id: Id) {
    const image = this.db.tables().about_images.find((i) => i.id === id);
    return ok(image ? withTranslations(image) : null);
  }

  async createSection(draft: Draft<AboutSection>) {
    const schema = await schemas();
    const valid = validate(schema.aboutSectionDraftSchema, draft);
    if (!valid.ok) return valid;
    if (this.keyTaken(valid.value.section_key)) return conflict(DUPLICATE_KEY);
    return insertRow<AboutSection>(this.db, 'about_sections', this.db.stamp(valid.value));
  }

  async updateSection(id: Id, patch: Patch<AboutSection>) {
    const schema = await schemas();
    const current = this.db.tables().about_sections.find((s) => s.id === id);
    if (!current) return notFound(`about section ${id} not found`);
    const valid = validate(schema.aboutSectionDraftSchema, { ...current, ...patch });
    if (!valid.ok) return valid;
    if (this.keyTaken(valid.value.section_key, id)) return conflict(DUPLICATE_KEY);
    return updateRow<AboutSection>(this.db, 'about_sections', id, valid.value);
  }

  async removeSection(id: Id) {
    const removed = this.db.change((tables) => {
      const before = tables.about_sections.length;
      tables.about_sections = tables.about_sections.filter((s) => s.id !== id);
      tables.about_images = tables.about_images.filter((i) => i.section_id !== id);
      return tables.about_sections.length < before;
    });
    if (!removed.ok) return removed;
    return removed.value ? ok(undefined) : notFound(`about section ${id} not found`);
  }

  async swapOrder(a: Id, b: Id) {
    const swapped = this.db.change((tables) => {
      const first = tables.about_sections.findIndex((s) => s.id === a);
      const second = tables.about_sections.findIndex((s) => s.id === b);
      const x = tables.about_sections[first];
      const y = tables.about_sections[second];
      if (!x || !y) return false;
      const at = this.db.now().toISOString();
      tables.about_sections[first] = { ...x, display_order: y.display_order, updated_at: at };
      tables.about_sections[second] = { ...y, display_order: x.display_order, updated_at: at };
      return true;
    });
    if (!swapped.ok) return swapped;
    return swapped.value ? ok(undefined) : notFound('about section not found');
  }

  async createImage(draft: Draft<AboutImage>) {
    const schema = await schemas();
    const valid = validate(schema.aboutImageDraftSchema, draft);
    if (!valid.ok) return valid;
    if (!this.sectionExists(valid.value.section_id))
      return notFound(`about section ${draft.section_id} not found`);
    return insertRow<AboutImage>(this.db, 'about_images', this.db.stamp(valid.value));
  }

  async updateImage(id: Id, patch: Patch<AboutImage>) {
    const schema = await schemas();
    const current = this.db.tables().about_images.find((i) => i.id === id);
    if (!current) return notFound(`about image ${id} not found`);
    const valid = validate(schema.aboutImageDraftSchema, { ...current, ...patch });
    if (!valid.ok) return valid;
    if (!this.sectionExists(valid.value.section_id))
      return notFound(`about section ${valid.value.section_id} not found`);
    return updateRow<AboutImage>(this.db, 'about_images', id, valid.value);
  }

  async removeImage(id: Id) {
    return mapResult(takeRow<AboutImage>(this.db, 'about_images', id), withTranslations);
  }

  private keyTaken(sectionKey: string, except?: Id): boolean {
    return this.db.tables().about_sections.some((s) => s.section_key === sectionKey && s.id !== except);
  }

  private sectionExists(id: Id): boolean {
    return this.db.tables().about_sections.some((s) => s.id === id);
  }
}
