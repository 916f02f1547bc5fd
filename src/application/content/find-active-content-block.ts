import { Ports, type Deps } from '../ports/tokens';

/** The active block of one section (e.g. privacy_policy), or null when there is none. */
export class FindActiveContentBlock {
  static readonly inject = { contentBlocks: Ports.contentBlocks };
  constructor(private readonly deps: Deps<typeof FindActiveContentBlock.inject>) {}

  execute(sectionName: string) {
    return this.deps.contentBlocks.findActive(sectionName);
  }
}
