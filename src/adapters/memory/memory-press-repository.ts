import type { PressRepository } from '../../application/ports/press-repository';
import type { PressArticle } from '../../domain/press/press-article';
import { sortPress } from '../../domain/press/press-order';
import type { Draft, Id, Patch } from '../../domain/shared/entity';
import { mapResult, ok } from '../../domain/shared/result';
import type { MemoryDatabase } from './memory-database';
import { insertRow, takeRow, updateRow } from './table-helpers';
import { withTranslations } from './with-translations';

/** Loaded with the first write, so that the schemas (and zod) stay out of the public pages' startup. */
const schemas = () => import('../../domain/press/press-schema');

export class MemoryPressRepository implements PressRepository {
  constructor(private readonly db: MemoryDatabase) {}

  async list(options: { readonly limit?: number } = {}) {
    return ok(sortPress(this.db.tables().press_articles).slice(0, options.limit).map(withTranslations));
  }

  async find(id: Id) {
    const article = this.db.tables().press_articles.find((a) => a.id === id);
    return ok(article ? withTranslations(article) : null);
  }

  async create(draft: Draft<PressArticle>) {
    const schema = await schemas();
    const valid = schema.validatePressArticleDraft(draft);
    if (!valid.ok) return valid;
    return insertRow<PressArticle>(this.db, 'press_articles', this.db.stamp<PressArticle>(valid.value));
  }

  async update(id: Id, patch: Patch<PressArticle>) {
    const schema = await schemas();
    const current = this.db.tables().press_articles.find((a) => a.id === id);
    if (!current) return updateRow<PressArticle>(this.db, 'press_articles', id, patch);
    const valid = schema.validatePressArticleDraft({ ...withTranslations(current), ...patch });
    if (!valid.ok) return valid;
    return updateRow<PressArticle>(this.db, 'press_articles', id, valid.value);
  }

  async remove(id: Id) {
    return mapResult(takeRow<PressArticle>(this.db, 'press_articles', id), withTranslations);
  }
}
