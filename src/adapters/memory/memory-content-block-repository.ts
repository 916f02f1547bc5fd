import type { ContentBlockRepository } from '../../application/ports/content-block-repository';
import type { ContentBlock } from '../../domain/content/content-block';
import type { Draft, Id, Patch } from '../../domain/shared/entity';
import { conflict, mapResult, notFound, ok } from '../../domain/shared/result';
import { validate } from '../../domain/shared/validation';
import type { MemoryDatabase } from './memory-database';
import { insertRow, removeRows, updateRow } from './table-helpers';
import { withTranslations } from './with-translations';
import { compareText } from '../../domain/shared/order';

const DUPLICATE_SECTION = 'admin:content.messages.duplicateSection';
/** Loaded with the first write, so that the schemas (and zod) stay out of the public pages' startup. */
const schemas = () => import('../../domain/content/content-block-schema');

/** Content blocks in the demo database; section_name is unique, as in the table. */
export class MemoryContentBlockRepository implements ContentBlockRepository {
  constructor(private readonly db: MemoryDatabase) {}

  async list() {
    const byName = (a: ContentBlock, b: ContentBlock) => compareText(a.section_name, b.section_name);
    return ok([...this.db.tables().content_blocks].sort(byName).map(withTranslations));
  }

  async findActive(sectionName: string) {
    const block = this.db.tables().content_blocks.find((b) => b.section_name === sectionName && b.is_active);
    return ok(block ? withTranslations(block) : null);
  }

  async listActive(sectionNames: readonly string[]) {
    const listed = await this.list();
    return mapResult(listed, (blocks) =>
      blocks.filter((b) => b.is_active && sectionNames.includes(b.section_name)),
    );
  }

  async create(draft: Draft<ContentBlock>) {
    const schema = await schemas();
    const valid = validate(schema.contentBlockDraftSchema, draft);
    if (!valid.ok) return valid;
    if (this.nameTaken(valid.value.section_name, null)) return conflict(DUPLICATE_SECTION);
    return insertRow<ContentBlock>(this.db, 'content_blocks', this.db.stamp(valid.value));
  }

  async update(id: Id, patch: Patch<ContentBlock>) {
    const schema = await schemas();
    const current = this.db.tables().content_blocks.find((b) => b.id === id);
    if (!current) return notFound(`content block ${id} not found`);
    const valid = validate(schema.contentBlockDraftSchema, { ...current, ...patch });
    if (!valid.ok) return valid;
    if (this.nameTaken(valid.value.section_name, id)) return conflict(DUPLICATE_SECTION);
    return updateRow<ContentBlock>(this.db, 'content_blocks', id, valid.value);
  }

  async remove(id: Id) {
    return removeRows(this.db, 'content_blocks', [id]);
  }

  private nameTaken(sectionName: string, exceptId: Id | null): boolean {
    return this.db.tables().content_blocks.some((b) => b.section_name === sectionName && b.id !== exceptId);
  }
}
