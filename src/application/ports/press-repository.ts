import type { Draft, Id, Patch } from '../../domain/shared/entity';
import type { PressArticle } from '../../domain/press/press-article';
import type { PortError, Result } from '../../domain/shared/result';

export interface PressRepository {
  /** Featured first, then publication_date descending. */
  list(options?: { readonly limit?: number }): Promise<Result<PressArticle[], PortError>>;
  /** One article by id, or null when there is none. */
  find(id: Id): Promise<Result<PressArticle | null, PortError>>;
  create(draft: Draft<PressArticle>): Promise<Result<PressArticle, PortError>>;
  update(id: Id, patch: Patch<PressArticle>): Promise<Result<PressArticle, PortError>>;
  /** Removes one article and answers the removed row (its logo is the caller's to delete). */
  remove(id: Id): Promise<Result<PressArticle, PortError>>;
}
