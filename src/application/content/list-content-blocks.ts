import { Ports, type Deps } from '../ports/tokens';

/** Every content block for the admin page, by section name; its tabs filter on the page. */
export class ListContentBlocks {
  static readonly inject = { contentBlocks: Ports.contentBlocks };
  constructor(private readonly deps: Deps<typeof ListContentBlocks.inject>) {}

  execute() {
    return this.deps.contentBlocks.list();
  }
}
