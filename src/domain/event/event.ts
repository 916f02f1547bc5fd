import type { IsoInstant, Stored } from '../shared/entity';
import type { Translations } from '../shared/translations';

export const DEFAULT_MAX_PARTICIPANTS = 30;
export const MAX_PARTICIPANTS_LIMIT = 1000;

/** An event's texts guests read, with their longest length (the columns' and the SQL check's). */
export const EVENT_TEXTS = { title: 200, description: 20_000 } as const;
export type EventText = keyof typeof EVENT_TEXTS;
export const EVENT_TEXT_FIELDS = Object.keys(EVENT_TEXTS) as EventText[];

export interface RestaurantEvent extends Stored {
  readonly title: string;
  readonly description: string | null;
  readonly event_date: IsoInstant;
  readonly max_participants: number;
  readonly current_participants: number;
  readonly image_url: string | null;
  readonly is_active: boolean;
  /** English and Chinese title and description; German is in the fields above (decision 0076). */
  readonly translations: Translations<EventText>;
}
