import type { ContentBlockRepository } from '../../application/ports/content-block-repository';
import type { ContentBlock } from '../../domain/content/content-block';
import type { Draft, Id, Patch } from '../../domain/shared/entity';
import { mapResult, ok } from '../../domain/shared/result';
import { validate } from '../../domain/shared/validation';
import type { SupabaseConnection } from './connection';
import type { Database } from './database.types';
import { readAll } from './pages';
import { answer, checkedUpdate, removed } from './responses';

/** One block per section name (unique constraint): the same words as the memory adapter's refusal. */
const DUPLICATE = { content_blocks_section_name_key: 'admin:content.messages.duplicateSection' };
/** Loaded with the first write, so that the schemas (and zod) stay out of the public pages' startup. */
const validateBlock = async (input: unknown) =>
  validate((await import('../../domain/content/content-block-schema')).contentBlockDraftSchema, input);

/** PostgREST types `translations` as any JSON; its check constraint makes it the domain's shape. */
const asBlock = (row: Database['public']['Tables']['content_blocks']['Row']) => row as ContentBlock;

export class SupabaseContentBlockRepository implements ContentBlockRepository {
  constructor(private readonly supabase: SupabaseConnection) {}

  async list() {
    const db = await this.supabase.rest();
    const rows = await readAll((from, to) =>
      db
        .from('content_blocks')
        .select()
        .order('section_name', { ascending: true })
        .order('id')
        .range(from, to),
    );
    return mapResult(rows, (blocks) => blocks.map(asBlock));
  }

  async findActive(sectionName: string) {
    const db = await this.supabase.rest();
    const row = await answer(
      db.from('content_blocks').select().eq('section_name', sectionName).eq('is_active', true).maybeSingle(),
    );
    return mapResult(row, (block) => block && asBlock(block));
  }

  async listActive(sectionNames: readonly string[]) {
    if (sectionNames.length === 0) return ok([]);
    const db = await this.supabase.rest();
    const rows = await readAll((from, to) =>
      db
        .from('content_blocks')
        .select()
        .in('section_name', sectionNames)
        .eq('is_active', true)
        .order('section_name', { ascending: true })
        .order('id')
        .range(from, to),
    );
    return mapResult(rows, (blocks) => blocks.map(asBlock));
  }

  async create(draft: Draft<ContentBlock>) {
    const valid = await validateBlock(draft);
    if (!valid.ok) return valid;
    const db = await this.supabase.full();
    const row = await answer(db.from('content_blocks').insert(valid.value).select().single(), {
      constraints: DUPLICATE,
    });
    return mapResult(row, asBlock);
  }

  async update(id: Id, patch: Patch<ContentBlock>) {
    const db = await this.supabase.full();
    const row = await checkedUpdate({
      patch,
      read: () => db.from('content_blocks').select().eq('id', id).maybeSingle(),
      validate: validateBlock,
      write: (changes) => db.from('content_blocks').update(changes).eq('id', id).select().single(),
      what: `content block ${id}`,
      context: { constraints: DUPLICATE },
    });
    return mapResult(row, asBlock);
  }

  async remove(id: Id) {
    const db = await this.supabase.full();
    return removed(db.from('content_blocks').delete().eq('id', id).select('id'), `content block ${id}`);
  }
}
