import { GUEST_SECTION_NAMES } from '../../domain/content/content-block';
import { guestBlocks } from '../../domain/content/guest-blocks';
import { mapResult } from '../../domain/shared/result';
import { Ports, type Deps } from '../ports/tokens';

/** The active story, values, team and mission blocks for the about page, in that order. */
export class ListGuestContentBlocks {
  static readonly inject = { contentBlocks: Ports.contentBlocks };
  constructor(private readonly deps: Deps<typeof ListGuestContentBlocks.inject>) {}

  async execute() {
    return mapResult(await this.deps.contentBlocks.listActive(GUEST_SECTION_NAMES), guestBlocks);
  }
}
