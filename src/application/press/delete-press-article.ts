import type { Id } from '../../domain/shared/entity';
import { Ports, type Deps } from '../ports/tokens';

export class DeletePressArticle {
  static readonly inject = { press: Ports.press };
  constructor(private readonly deps: Deps<typeof DeletePressArticle.inject>) {}

  execute(id: Id) {
    return this.deps.press.remove(id);
  }
}
