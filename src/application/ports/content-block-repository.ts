import type { Draft, Id, Patch } from '../../domain/shared/entity';
import type { ContentBlock } from '../../domain/content/content-block';
import type { PortError, Result } from '../../domain/shared/result';

export interface ContentBlockRepository {
  /** Every block, ordered by section_name (admin). */
  list(): Promise<Result<ContentBlock[], PortError>>;
  /** The active block of a section, or null when there is none. */
  findActive(sectionName: string): Promise<Result<ContentBlock | null, PortError>>;
  /** The active blocks of these sections, ordered by section_name; one request for a page of blocks. */
  listActive(sectionNames: readonly string[]): Promise<Result<ContentBlock[], PortError>>;
  /** Conflict when a block with the same section_name exists. */
  create(draft: Draft<ContentBlock>): Promise<Result<ContentBlock, PortError>>;
  update(id: Id, patch: Patch<ContentBlock>): Promise<Result<ContentBlock, PortError>>;
  remove(id: Id): Promise<Result<void, PortError>>;
}
