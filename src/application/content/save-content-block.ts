import type { ContentBlock } from '../../domain/content/content-block';
import { contentBlockDraftSchema } from '../../domain/content/content-block-schema';
import type { Draft, Id } from '../../domain/shared/entity';
import type { PortError, Result } from '../../domain/shared/result';
import { validate } from '../../domain/shared/validation';
import { Ports, type Deps } from '../ports/tokens';

/**
 * Creates a block (no id) or saves an inline edit. An edit changes title, content, image, the active
 * flag and the translations only: the section name is what pages look the block up by, so it is fixed once created.
 */
export class SaveContentBlock {
  static readonly inject = { contentBlocks: Ports.contentBlocks };
  constructor(private readonly deps: Deps<typeof SaveContentBlock.inject>) {}

  async execute(draft: Draft<ContentBlock>, id?: Id): Promise<Result<ContentBlock, PortError>> {
    const valid = validate(contentBlockDraftSchema, draft);
    if (!valid.ok) return valid;
    if (id === undefined) return this.deps.contentBlocks.create(valid.value);
    const { title, content, image_url, is_active, translations } = valid.value;
    return this.deps.contentBlocks.update(id, { title, content, image_url, is_active, translations });
  }
}
