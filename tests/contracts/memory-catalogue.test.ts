import { MemoryAiUsageRepository } from '../../src/adapters/memory/memory-ai-usage-repository';
import { MemoryGalleryRepository } from '../../src/adapters/memory/memory-gallery-repository';
import { MemoryMenuCategoryRepository } from '../../src/adapters/memory/memory-menu-category-repository';
import { MemoryMenuItemRepository } from '../../src/adapters/memory/memory-menu-item-repository';
import { MemoryPressRepository } from '../../src/adapters/memory/memory-press-repository';
import { MemoryVideoRepository } from '../../src/adapters/memory/memory-video-repository';
import { emptyMemoryDatabase } from '../support/memory';
import { describeAiUsageRepository } from './ai-usage-repository.contract';
import { describeGalleryRepository } from './gallery-repository.contract';
import { describeMenuCategoryRepository } from './menu-category-repository.contract';
import { describeMenuItemRepository } from './menu-item-repository.contract';
import { describePressRepository } from './press-repository.contract';
import { describeVideoRepository } from './video-repository.contract';

// The catalogue ports' contracts (menu, videos, AI usage, press, gallery) on the in-memory adapters.
const menu = () => {
  const db = emptyMemoryDatabase();
  return { items: new MemoryMenuItemRepository(db), categories: new MemoryMenuCategoryRepository(db) };
};

describeMenuItemRepository('memory', async () => menu());
describeMenuCategoryRepository('memory', async () => menu());
describeVideoRepository('memory', async () => ({ repo: new MemoryVideoRepository(emptyMemoryDatabase()) }));
describeAiUsageRepository('memory', async () => ({
  repo: new MemoryAiUsageRepository(emptyMemoryDatabase()),
}));
describePressRepository('memory', async () => ({ repo: new MemoryPressRepository(emptyMemoryDatabase()) }));
describeGalleryRepository('memory', async () => ({
  repo: new MemoryGalleryRepository(emptyMemoryDatabase()),
}));
