import type { PortError, Result } from '../../domain/shared/result';

/** A failed port call, thrown inside a query or mutation function so TanStack Query sees an error. */
export class PortFailure extends Error {
  constructor(readonly error: PortError) {
    super(error.message);
    this.name = 'PortFailure';
  }
}

/** The value of a successful result; a failure becomes a PortFailure for the query's error state. */
export const unwrap = async <T>(pending: Promise<Result<T, PortError>>): Promise<T> => {
  const result = await pending;
  if (!result.ok) throw new PortFailure(result.error);
  return result.value;
};

/**
 * Query keys start with their area, so that a write can invalidate everything that shows that area,
 * on the public site and in the admin alike: `invalidateAreas(queryClient, area)` (src/ui/app/query-keys.ts).
 */
export const QUERY_AREAS = [
  'menu',
  'menu-categories',
  'events',
  'gallery',
  'videos',
  'press',
  'content-blocks',
  'about',
  'reservations',
  'booking-rules',
  'ai-usage',
  'dashboard',
  'consent',
] as const;
export type QueryArea = (typeof QUERY_AREAS)[number];
