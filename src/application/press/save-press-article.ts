import { validatePressArticleDraft, type PressArticleInput } from '../../domain/press/press-schema';
import type { Id } from '../../domain/shared/entity';
import { Ports, type Deps } from '../ports/tokens';

/** Creates an article, or updates the one with `id` with the dialog's full payload. */
export class SavePressArticle {
  static readonly inject = { press: Ports.press };
  constructor(private readonly deps: Deps<typeof SavePressArticle.inject>) {}

  async execute(input: PressArticleInput, id?: Id) {
    const valid = validatePressArticleDraft(input);
    if (!valid.ok) return valid;
    return id === undefined ? this.deps.press.create(valid.value) : this.deps.press.update(id, valid.value);
  }
}
