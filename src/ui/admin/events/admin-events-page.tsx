import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  HStack,
  Image,
  Input,
  InputGroup,
  Progress,
  Skeleton,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteEvent } from '../../../application/events/delete-event';
import { ToggleEventActive } from '../../../application/events/toggle-event-active';
import { Ports } from '../../../application/ports/tokens';
import { isActiveListed, isPast, participationPercent } from '../../../domain/event/admin-status';
import { EVENT_TEXT_FIELDS, type RestaurantEvent } from '../../../domain/event/event';
import { useContainer, usePort, useUseCase } from '../../app/container-context';
import { useInvalidateAreas } from '../../app/query-keys';
import { notify } from '../../app/toaster';
import { currentLanguage } from '../../i18n/i18n';
import { AdminIcon } from '../admin-icons';
import { AdminPageHeading } from '../admin-page-heading';
import { ANY_DATE } from '../reservations/reservation-search';
import { AdminEmptyState } from '../shared/admin-empty-state';
import { confirmAction } from '../shared/confirm';
import { TranslationStatus } from '../shared/translated-text-field';
import { useErrorToast } from '../shared/use-error-toast';
import { EventDialog } from './event-dialog';
import { formatEventDate } from './event-time';
import { adminEventsQuery, EVENT_WRITES } from './events-queries';

const TABS = ['active', 'inactive', 'past'] as const;
type Tab = (typeof TABS)[number];

/**
 * The tabs: Active = is_active and not past; Past = earlier than now, whatever is_active. An upcoming
 * event that was switched off fits neither, so it gets its own tab where it can be switched on again
 * (docs/decisions/0050).
 */
const tabOf = (event: RestaurantEvent, now: Date): Tab =>
  isPast(event, now) ? 'past' : isActiveListed(event, now) ? 'active' : 'inactive';

/** Searches the German texts and their translations, so staff find an event by any of its titles. */
const matches = (event: RestaurantEvent, search: string) => {
  const needle = search.trim().toLocaleLowerCase();
  const texts = [event, ...Object.values(event.translations)].flatMap((t) => [
    t?.title ?? '',
    t?.description ?? '',
  ]);
  return !needle || texts.join(' ').toLocaleLowerCase().includes(needle);
};

type DialogState = { readonly event: RestaurantEvent | null } | null;

/** Admin events management: search, Active/Past tabs with counts, add/edit dialog. */
export const AdminEventsPage = () => {
  const { t } = useTranslation('admin');
  const container = useContainer();
  const clock = usePort(Ports.clock);
  const events = useQuery(adminEventsQuery(container));
  const [tab, setTab] = useState<Tab>('active');
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [dialog, setDialog] = useState<DialogState>(null);

  useErrorToast(events.error, t('common.error'), t('events.messages.loadError'));

  const now = clock.now();
  const found = (events.data ?? []).filter((event) => matches(event, deferredSearch));
  const byTab = (value: Tab) => {
    const listed = found.filter((event) => tabOf(event, now) === value);
    // Upcoming tabs read soonest first; the past reads most recent first.
    return value === 'past' ? listed.reverse() : listed;
  };

  return (
    <>
      <AdminPageHeading
        title={t('events.title')}
        description={t('events.description')}
        actions={
          <Button colorPalette="brand" onClick={() => setDialog({ event: null })}>
            {t('events.add')}
          </Button>
        }
      />
      <InputGroup mb={5} maxW={{ md: 'md' }} startElement={<AdminIcon name="search" boxSize={4} />}>
        <Input
          type="search"
          bg="bg"
          value={search}
          aria-label={t('events.search')}
          placeholder={t('events.searchPlaceholder')}
          onChange={(e) => setSearch(e.target.value)}
        />
      </InputGroup>
      <Tabs.Root
        value={tab}
        onValueChange={(e) => setTab(e.value as Tab)}
        variant="enclosed"
        size={{ base: 'sm', md: 'md' }}
        lazyMount
        unmountOnExit
      >
        <Tabs.List maxW="full" overflowX="auto" flexWrap="nowrap">
          {TABS.map((value) => (
            <Tabs.Trigger key={value} value={value} flexShrink={0}>
              {t(`events.tabs.${value}`)}
              <Badge variant="subtle" colorPalette="gray" ms={1}>
                {byTab(value).length}
              </Badge>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map((value) => (
          <Tabs.Content key={value} value={value}>
            {events.isPending ? (
              <Stack gap={4} aria-busy="true" aria-label={t('events.loading')}>
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} height="36" rounded="md" />
                ))}
              </Stack>
            ) : byTab(value).length === 0 ? (
              <AdminEmptyState
                title={deferredSearch.trim() ? t('events.empty.noMatch') : t(`events.empty.${value}`)}
                description={deferredSearch.trim() ? t('events.empty.noMatchHint') : undefined}
              />
            ) : (
              <Stack gap={4}>
                {byTab(value).map((event) => (
                  <EventCard
                    key={event.id}
                    event={event}
                    past={value === 'past'}
                    onEdit={() => setDialog({ event })}
                  />
                ))}
              </Stack>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {dialog && (
        <EventDialog key={dialog.event?.id ?? 'new'} event={dialog.event} onClose={() => setDialog(null)} />
      )}
    </>
  );
};

const EventCard = ({
  event,
  past,
  onEdit,
}: {
  event: RestaurantEvent;
  past: boolean;
  onEdit: () => void;
}) => {
  const { t, i18n } = useTranslation('admin');
  const invalidate = useInvalidateAreas();
  const toggle = useUseCase(ToggleEventActive);
  const remove = useUseCase(DeleteEvent);
  const when = formatEventDate(event.event_date, currentLanguage(i18n));
  const headingId = `event-${event.id}`;

  const refresh = () => invalidate(...EVENT_WRITES);

  const flip = useMutation({
    mutationFn: () => toggle.execute(event),
    onSuccess: async (result) => {
      if (!result.ok) {
        console.error('Event status update failed', result.error);
        notify('error', t('common.error'), t('events.messages.statusError'));
        return;
      }
      notify(
        'success',
        t(result.value.is_active ? 'events.messages.activated' : 'events.messages.deactivated'),
      );
      await refresh();
    },
    onError: (error) => {
      console.error('Event status update failed', error);
      notify('error', t('common.error'), t('events.messages.statusError'));
    },
  });

  const destroy = useMutation({
    mutationFn: () => remove.execute(event.id),
    onSuccess: async (result) => {
      if (!result.ok) {
        console.error('Event delete failed', result.error);
        notify('error', t('common.error'), t('events.messages.deleteError'));
        return;
      }
      notify('success', t('events.messages.deleted'));
      await refresh();
    },
    onError: (error) => {
      console.error('Event delete failed', error);
      notify('error', t('common.error'), t('events.messages.deleteError'));
    },
  });

  const confirmDelete = () => {
    if (confirmAction(t('events.confirmDelete', { title: event.title }))) destroy.mutate();
  };

  return (
    <Card.Root
      as="article"
      aria-labelledby={headingId}
      flexDirection={{ base: 'column', md: 'row' }}
      overflow="hidden"
    >
      <Box
        w={{ base: 'full', md: '56' }}
        flexShrink={0}
        bg="bg.muted"
        aspectRatio={{ base: 16 / 9, md: 'auto' }}
      >
        {event.image_url ? (
          <Image src={event.image_url} alt="" w="full" h="full" objectFit="cover" />
        ) : (
          <Flex h="full" minH="24" align="center" justify="center" color="fg.muted" fontSize="sm">
            {t('events.noImage')}
          </Flex>
        )}
      </Box>
      <Stack flex="1" minW={0} gap={0}>
        <Card.Body gap={2}>
          <HStack gap={2} wrap="wrap">
            {past ? (
              <Badge colorPalette="gray">{t('events.badges.past')}</Badge>
            ) : (
              <Badge colorPalette={event.is_active ? 'green' : 'orange'}>
                {event.is_active ? t('events.badges.active') : t('events.badges.inactive')}
              </Badge>
            )}
            <Text fontSize="sm" color="fg.muted">
              <time dateTime={event.event_date}>
                {when.day} · {when.time}
              </time>
            </Text>
          </HStack>
          <Card.Title id={headingId} as="h2" fontSize="lg">
            {event.title}
          </Card.Title>
          <TranslationStatus row={event} fields={EVENT_TEXT_FIELDS} />
          {event.description && (
            <Text fontSize="sm" lineClamp={2} color="fg.muted">
              {event.description}
            </Text>
          )}
          <Progress.Root value={participationPercent(event)} size="sm" colorPalette="brand" maxW="sm">
            <HStack justify="space-between" mb={1}>
              <Progress.Label fontWeight="normal" fontSize="sm">
                {t('events.participants', {
                  current: event.current_participants,
                  max: event.max_participants,
                })}
              </Progress.Label>
            </HStack>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Card.Body>
        <Card.Footer gap={2} flexWrap="wrap" justifyContent="flex-end">
          <Button asChild variant="ghost" colorPalette="brand" size="sm" flex={{ base: '1', sm: 'initial' }}>
            <Link
              to="/admin/reservations"
              search={{ event: event.id, from: ANY_DATE }}
              aria-label={t('events.bookingsNamed', { title: event.title })}
            >
              {t('events.bookings')}
            </Link>
          </Button>
          <Button
            variant="ghost"
            colorPalette="red"
            size="sm"
            flex={{ base: '1', sm: 'initial' }}
            onClick={confirmDelete}
            loading={destroy.isPending}
            aria-label={t('events.deleteNamed', { title: event.title })}
          >
            {t('events.delete')}
          </Button>
          {!past && (
            <Button
              variant="outline"
              size="sm"
              flex={{ base: '1', sm: 'initial' }}
              onClick={() => flip.mutate()}
              loading={flip.isPending}
              aria-label={t(event.is_active ? 'events.deactivateNamed' : 'events.activateNamed', {
                title: event.title,
              })}
            >
              {event.is_active ? t('events.deactivate') : t('events.activate')}
            </Button>
          )}
          <Button
            variant="outline"
            size="sm"
            flex={{ base: '1', sm: 'initial' }}
            onClick={onEdit}
            aria-label={t('events.editNamed', { title: event.title })}
          >
            {t('events.edit')}
          </Button>
        </Card.Footer>
      </Stack>
    </Card.Root>
  );
};
