import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryEventRepository } from '../../src/adapters/memory/memory-event-repository';
import { MemoryGalleryRepository } from '../../src/adapters/memory/memory-gallery-repository';
import { MemoryMenuItemRepository } from '../../src/adapters/memory/memory-menu-item-repository';
import { MemoryVideoRepository } from '../../src/adapters/memory/memory-video-repository';
import { CountDashboardItems } from '../../src/application/dashboard/count-dashboard-items';
import type { Deps } from '../../src/application/ports/tokens';
import { unavailable } from '../../src/domain/shared/result';
import { videoDraft } from '../contracts/video-repository.contract';
import { emptyMemoryDatabase } from '../support/memory';

const ports = (): Deps<typeof CountDashboardItems.inject> => {
  const db = emptyMemoryDatabase();
  return {
    menuItems: new MemoryMenuItemRepository(db),
    gallery: new MemoryGalleryRepository(db),
    videos: new MemoryVideoRepository(db),
    events: new MemoryEventRepository(db),
  };
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CountDashboardItems', () => {
  it('counts menu items, gallery images, videos and events', async () => {
    const deps = ports();
    await deps.videos.create(videoDraft());
    expect(await new CountDashboardItems(deps).execute()).toEqual({
      menuItems: 0,
      galleryImages: 0,
      videos: 1,
      events: 0,
    });
  });

  it('logs a failing or throwing count and reports it as null, keeping the others', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const deps = ports();
    vi.spyOn(deps.gallery, 'count').mockResolvedValue(unavailable('offline'));
    vi.spyOn(deps.events, 'count').mockRejectedValue(new Error('network down'));
    const counts = await new CountDashboardItems(deps).execute();
    expect(counts).toEqual({ menuItems: 0, galleryImages: null, videos: 0, events: null });
    expect(logged).toHaveBeenCalledTimes(2);
  });
});
