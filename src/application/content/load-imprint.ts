import type { ContentBlock } from '../../domain/content/content-block';
import { IMPRINT_SECTIONS, imprintBlocks, type ImprintBlock } from '../../domain/content/imprint';
import { ok, type PortError, type Result } from '../../domain/shared/result';
import { Ports, type Deps } from '../ports/tokens';

/** The imprint page's blocks, read in parallel; a missing block is left out, a failed read is an error. */
export class LoadImprint {
  static readonly inject = { contentBlocks: Ports.contentBlocks };
  constructor(private readonly deps: Deps<typeof LoadImprint.inject>) {}

  async execute(): Promise<Result<ImprintBlock[], PortError>> {
    const results = await Promise.all(IMPRINT_SECTIONS.map((s) => this.deps.contentBlocks.findActive(s)));
    const blocks: ContentBlock[] = [];
    for (const result of results) {
      if (!result.ok) return result;
      if (result.value) blocks.push(result.value);
    }
    return ok(imprintBlocks(blocks));
  }
}
