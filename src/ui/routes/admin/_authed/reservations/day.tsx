import { createFileRoute } from '@tanstack/react-router';
import { Ports } from '../../../../../application/ports/tokens';
import { restaurantDate } from '../../../../../domain/shared/time';
import { port } from '../../../../../container';
import { DaySheetPage } from '../../../../admin/reservations/day-sheet-page';
import { validateDaySearch } from './search-params';
import { daySheetQuery } from '../../../../admin/reservations/reservations-queries';

export const Route = createFileRoute('/admin/_authed/reservations/day')({
  // ?date=yyyy-MM-dd, today when absent or not a date.
  validateSearch: validateDaySearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, container }, deps }) => {
    const date = deps.date ?? restaurantDate(port(container, Ports.clock).now());
    void queryClient.prefetchQuery(daySheetQuery(container, date));
  },
  component: DaySheetPage,
});
