import type { PortError, Result } from '../../domain/shared/result';
import { Ports, type Deps } from '../ports/tokens';

/** null where a count could not be read; the card then shows no number. */
export interface DashboardCounts {
  readonly menuItems: number | null;
  readonly galleryImages: number | null;
  readonly videos: number | null;
  readonly events: number | null;
}

/** The dashboard's four count cards. A failing count is null and only logged. */
export class CountDashboardItems {
  static readonly inject = {
    menuItems: Ports.menuItems,
    gallery: Ports.gallery,
    videos: Ports.videos,
    events: Ports.events,
  };
  constructor(private readonly deps: Deps<typeof CountDashboardItems.inject>) {}

  async execute(): Promise<DashboardCounts> {
    const [menuItems, galleryImages, videos, events] = await Promise.all([
      countOrNull('menu items', () => this.deps.menuItems.count()),
      countOrNull('gallery images', () => this.deps.gallery.count()),
      countOrNull('videos', () => this.deps.videos.count()),
      countOrNull('events', () => this.deps.events.count()),
    ]);
    return { menuItems, galleryImages, videos, events };
  }
}

const countOrNull = async (what: string, count: () => Promise<Result<number, PortError>>) => {
  try {
    const result = await count();
    if (result.ok) return result.value;
    console.error(`Failed to count ${what}`, result.error);
  } catch (error) {
    console.error(`Failed to count ${what}`, error);
  }
  return null;
};
