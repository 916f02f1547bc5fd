import { describe, expect, it } from 'vitest';
import { MemoryVideoRepository } from '../../src/adapters/memory/memory-video-repository';
import { SaveVideo } from '../../src/application/videos/save-video';
import { videoDraft } from '../contracts/video-repository.contract';
import { emptyMemoryDatabase } from '../support/memory';

const heroTitles = async (videos: MemoryVideoRepository) => {
  const listed = await videos.list();
  return listed.ok ? listed.value.filter((v) => v.featured_for_hero).map((v) => v.title) : [];
};

describe('SaveVideo', () => {
  it('refuses a blank title before writing', async () => {
    const videos = new MemoryVideoRepository(emptyMemoryDatabase());
    const result = await new SaveVideo({ videos }).execute({
      title: '  ',
      video_url: 'https://example.org/v.mp4',
    });
    expect(result.ok ? null : result.error.issues?.title).toBe('admin:videos.validation.titleRequired');
    expect(await videos.count()).toEqual({ ok: true, value: 0 });
  });

  it('an upload marked as hero becomes the only hero', async () => {
    const videos = new MemoryVideoRepository(emptyMemoryDatabase());
    await videos.create(videoDraft({ title: 'old', featured_for_hero: true }));
    const saved = await new SaveVideo({ videos }).execute({
      title: 'new',
      video_url: 'https://example.org/new.mp4',
      featured_for_hero: true,
    });
    expect(saved.ok).toBe(true);
    expect(await heroTitles(videos)).toEqual(['new']);
  });

  it('an edit that makes a video the hero moves the flag instead of failing', async () => {
    const videos = new MemoryVideoRepository(emptyMemoryDatabase());
    await videos.create(videoDraft({ title: 'old', featured_for_hero: true }));
    const other = await videos.create(videoDraft({ title: 'other', display_order: 1 }));
    if (!other.ok) throw new Error('create failed');
    const save = new SaveVideo({ videos });
    const edited = await save.execute(
      videoDraft({ title: 'renamed', featured_for_hero: true }),
      other.value.id,
    );
    expect(edited.ok && [edited.value.title, edited.value.featured_for_hero]).toEqual(['renamed', true]);
    expect(await heroTitles(videos)).toEqual(['renamed']);
    const cleared = await save.execute(videoDraft({ title: 'renamed' }), other.value.id);
    expect(cleared.ok && cleared.value.featured_for_hero).toBe(false);
    expect(await heroTitles(videos)).toEqual([]);
  });
});
