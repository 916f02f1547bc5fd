import type { Id } from '../../domain/shared/entity';
import { mapResult, type PortError, type Result } from '../../domain/shared/result';
import { removeQuietly } from '../files/storage-path';
import { Ports, type Deps } from '../ports/tokens';

/** Deletes the article, then its uploaded logo: a row never points to a missing file. */
export class DeletePressArticle {
  static readonly inject = { press: Ports.press, files: Ports.files };
  constructor(private readonly deps: Deps<typeof DeletePressArticle.inject>) {}

  async execute(id: Id): Promise<Result<void, PortError>> {
    const removed = await this.deps.press.remove(id);
    if (removed.ok) await removeQuietly(this.deps.files, 'restaurant-images', removed.value.image_url);
    return mapResult(removed, () => undefined);
  }
}
