import { describe, expect, it } from 'vitest';
import { MemoryPressRepository } from '../../src/adapters/memory/memory-press-repository';
import { SavePressArticle } from '../../src/application/press/save-press-article';
import { emptyMemoryDatabase } from '../support/memory';

describe('SavePressArticle', () => {
  const input = {
    title: 'Breakfast in Wedding',
    publication_name: 'Tip Berlin',
    article_url: 'https://example.org/tip',
    publication_date: '2025-04-02',
    excerpt: '',
    image_url: '',
    display_order: 0,
  };

  it('refuses a missing required field before writing, and stores empty optional fields as null', async () => {
    const press = new MemoryPressRepository(emptyMemoryDatabase());
    const save = new SavePressArticle({ press });
    const refused = await save.execute({ ...input, publication_name: ' ' });
    expect(refused.ok ? null : refused.error.message).toBe('admin:press.validation.required');
    const created = await save.execute(input);
    expect(created.ok && [created.value.excerpt, created.value.image_url]).toEqual([null, null]);
    if (!created.ok) return;
    const updated = await save.execute({ ...input, is_featured: true }, created.value.id);
    expect(updated.ok && updated.value.is_featured).toBe(true);
    const listed = await press.list();
    expect(listed.ok && listed.value).toHaveLength(1);
  });
});
