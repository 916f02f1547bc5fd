import type { Id } from '../../domain/shared/entity';
import { Ports, type Deps } from '../ports/tokens';

/** Deletes a block; a legal page then shows its fallback text until a new block with that name exists. */
export class DeleteContentBlock {
  static readonly inject = { contentBlocks: Ports.contentBlocks };
  constructor(private readonly deps: Deps<typeof DeleteContentBlock.inject>) {}

  execute(id: Id) {
    return this.deps.contentBlocks.remove(id);
  }
}
