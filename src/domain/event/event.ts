import type { IsoInstant, Stored } from '../shared/entity';

export const DEFAULT_MAX_PARTICIPANTS = 30;
export const MAX_PARTICIPANTS_LIMIT = 1000;

export interface RestaurantEvent extends Stored {
  readonly title: string;
  readonly description: string | null;
  readonly event_date: IsoInstant;
  readonly max_participants: number;
  readonly current_participants: number;
  readonly image_url: string | null;
  readonly is_active: boolean;
}
