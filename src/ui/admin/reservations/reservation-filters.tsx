import { Button, Card, Field, Flex, Group, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, RESERVATION_SORTS, type ReservationQuery } from '../../../domain/reservation/query';
import { RESERVATION_STATUSES, type ReservationStatus } from '../../../domain/reservation/reservation';
import { reservationStatusLabel } from '../../i18n/glossary';

/** How long the search waits after the last key before it asks the store. */
export const SEARCH_DELAY_MS = 150;

export interface FilterChange {
  readonly changes: Partial<ReservationQuery>;
  /** The search text as typed, for the address (the query holds it normalised). */
  readonly q?: string;
  /** Replace the history entry instead of adding one (while typing a search). */
  readonly replace?: boolean;
}

/**
 * The list's controls: status, date range with "from today" and "all dates", search, order and page size.
 * Every control writes the address; the list follows it.
 */
export const ReservationFilters = ({
  query,
  q,
  today,
  onChange,
}: {
  /** The query the address asks for. */
  query: ReservationQuery;
  /** The search text in the address, as typed. */
  q: string;
  today: string;
  onChange: (change: FilterChange) => void;
}) => {
  const { t } = useTranslation('admin');
  const upcoming = query.from === today && query.to === null;
  const allDates = query.from === null && query.to === null;
  const sizes: readonly number[] = PAGE_SIZES.includes(query.pageSize as (typeof PAGE_SIZES)[number])
    ? PAGE_SIZES
    : [...PAGE_SIZES, query.pageSize].sort((a, b) => a - b);

  return (
    <Card.Root mb={4}>
      <Card.Body p={{ base: 3, md: 4 }}>
        <Flex as="fieldset" gap={{ base: 3, md: 4 }} wrap="wrap" align="flex-end">
          <Text as="legend" srOnly>
            {t('reservations.filters.label')}
          </Text>
          <SearchField
            q={q}
            onSearch={(text) => onChange({ changes: { search: text }, q: text, replace: true })}
          />
          <Field.Root w={{ base: 'full', sm: '11rem' }}>
            <Field.Label>{t('reservations.filters.status')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="status"
                value={query.status}
                onChange={(e) =>
                  onChange({ changes: { status: e.target.value as ReservationStatus | 'all' } })
                }
              >
                <option value="all">{t('reservations.filters.all')}</option>
                {RESERVATION_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {reservationStatusLabel(t, status)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root w={{ base: 'calc(50% - 0.375rem)', sm: '10.5rem' }}>
            <Field.Label>{t('reservations.filters.from')}</Field.Label>
            <Input
              type="date"
              px={{ base: 2, sm: 3 }}
              name="from"
              value={query.from ?? ''}
              onChange={(e) => onChange({ changes: { from: e.target.value || null } })}
            />
          </Field.Root>
          <Field.Root w={{ base: 'calc(50% - 0.375rem)', sm: '10.5rem' }}>
            <Field.Label>{t('reservations.filters.to')}</Field.Label>
            <Input
              type="date"
              px={{ base: 2, sm: 3 }}
              name="to"
              value={query.to ?? ''}
              min={query.from ?? undefined}
              onChange={(e) => onChange({ changes: { to: e.target.value || null } })}
            />
          </Field.Root>
          <Group
            attached
            role="group"
            aria-label={t('reservations.filters.range')}
            mb={1}
            w={{ base: 'full', sm: 'auto' }}
          >
            <Button
              size="sm"
              aria-pressed={upcoming}
              variant={upcoming ? 'solid' : 'outline'}
              colorPalette={upcoming ? 'brand' : undefined}
              onClick={() => onChange({ changes: { from: today, to: null } })}
            >
              {t('reservations.filters.fromToday')}
            </Button>
            <Button
              size="sm"
              aria-pressed={allDates}
              variant={allDates ? 'solid' : 'outline'}
              colorPalette={allDates ? 'brand' : undefined}
              onClick={() => onChange({ changes: { from: null, to: null } })}
            >
              {t('reservations.filters.allDates')}
            </Button>
          </Group>
          <Field.Root w={{ base: 'calc(100% - 6.75rem)', sm: '12rem' }}>
            <Field.Label>{t('reservations.filters.sort')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="sort"
                value={query.sort}
                onChange={(e) => onChange({ changes: { sort: e.target.value as ReservationQuery['sort'] } })}
              >
                {RESERVATION_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`reservations.sort.${sort}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root w={{ base: '6rem', sm: '7rem' }}>
            <Field.Label>{t('reservations.filters.pageSize')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="size"
                value={query.pageSize}
                onChange={(e) => onChange({ changes: { pageSize: Number(e.target.value) } })}
              >
                {sizes.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
};

/**
 * The search box keeps what is typed and writes it to the address 150 ms after the last key, replacing
 * the history entry, so Back leaves the search instead of stepping through every letter. When the address
 * changes otherwise (Back, a summary card), the box shows the address's text.
 */
const SearchField = ({ q, onSearch }: { q: string; onSearch: (text: string) => void }) => {
  const { t } = useTranslation('admin');
  const [text, setText] = useState(q);
  const [sync, setSync] = useState({ seen: q, written: q });
  if (q !== sync.seen) {
    setSync({ seen: q, written: sync.written });
    if (q !== sync.written) setText(q);
  }
  const write = useEffectEvent((value: string) => {
    setSync((s) => ({ ...s, written: value }));
    onSearch(value);
  });
  useEffect(() => {
    if (text === q) return;
    const timer = setTimeout(() => write(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, q]);

  return (
    <Field.Root w={{ base: 'full', md: '16rem' }} flexGrow={{ md: 1 }}>
      <Field.Label>{t('reservations.filters.search')}</Field.Label>
      <Input
        type="search"
        name="q"
        value={text}
        maxLength={100}
        autoComplete="off"
        placeholder={t('reservations.filters.searchPlaceholder')}
        onChange={(e) => setText(e.target.value)}
      />
    </Field.Root>
  );
};
