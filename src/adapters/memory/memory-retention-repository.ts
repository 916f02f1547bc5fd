import type { RetentionRepository } from '../../application/ports/retention-repository';
import { DEFAULT_RETENTION, type RetentionSettings } from '../../domain/settings/retention';
import { ok } from '../../domain/shared/result';
import { validate } from '../../domain/shared/validation';
import type { MemoryDatabase } from './memory-database';

/** The demo's retention setting, kept in its document; the domain's default until the owner saves one. */
export class MemoryRetentionRepository implements RetentionRepository {
  constructor(private readonly db: MemoryDatabase) {}

  async retention() {
    return ok(this.db.tables().retention ?? DEFAULT_RETENTION);
  }

  async save(retention: RetentionSettings) {
    // Loaded with the first save, so that zod stays out of the public pages' startup.
    const { retentionSchema } = await import('../../domain/settings/retention-schema');
    const valid = validate(retentionSchema, retention);
    if (!valid.ok) return valid;
    return this.db.change((tables) => {
      tables.retention = valid.value;
      return valid.value;
    });
  }
}
