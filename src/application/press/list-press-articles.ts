import { Ports, type Deps } from '../ports/tokens';

/** Featured first, then newest; the home page passes PRESS_ON_HOME as the limit. */
export class ListPressArticles {
  static readonly inject = { press: Ports.press };
  constructor(private readonly deps: Deps<typeof ListPressArticles.inject>) {}

  execute(limit?: number) {
    return this.deps.press.list(limit === undefined ? {} : { limit });
  }
}
