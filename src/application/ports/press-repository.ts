import type { Draft, Id, Patch } from '../../domain/shared/entity';
import type { PressArticle } from '../../domain/press/press-article';
import type { PortError, Result } from '../../domain/shared/result';

export interface PressRepository {
  /** Featured first, then publication_date descending. */
  list(options?: { readonly limit?: number }): Promise<Result<PressArticle[], PortError>>;
  create(draft: Draft<PressArticle>): Promise<Result<PressArticle, PortError>>;
  update(id: Id, patch: Patch<PressArticle>): Promise<Result<PressArticle, PortError>>;
  remove(id: Id): Promise<Result<void, PortError>>;
}
