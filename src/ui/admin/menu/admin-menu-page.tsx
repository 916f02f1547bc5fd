import { Button, HStack, SimpleGrid, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteMenuItem } from '../../../application/menu/delete-menu-item';
import { ToggleMenuItemAvailability } from '../../../application/menu/toggle-menu-item-availability';
import { filterMenuItems, NO_MENU_FILTER, type MenuFilter } from '../../../domain/menu/menu-filter';
import type { MenuItemWithCategory } from '../../../domain/menu/menu-item';
import type { Result } from '../../../domain/shared/result';
import { useContainer, useUseCase } from '../../app/container-context';
import { useInvalidateAreas } from '../../app/query-keys';
import { notify } from '../../app/toaster';
import { AdminPageHeading } from '../admin-page-heading';
import { AdminEmptyState } from '../shared/admin-empty-state';
import { confirmAction } from '../shared/confirm';
import { useErrorToast } from '../shared/use-error-toast';
import { AiUsageDialog } from './ai-usage-dialog';
import { CategoriesPanel } from './categories-panel';
import { MenuFilterCard } from './menu-filter-card';
import { MenuItemCard } from './menu-item-card';
import { MenuItemDialog } from './menu-item-dialog';
import { adminMenuCategoriesQuery, adminMenuItemsQuery, MENU_WRITES } from './menu-queries';

/** What the item dialog is doing: adding (item null) or editing one item. */
type Editing = { readonly item: MenuItemWithCategory | null } | null;

export const AdminMenuPage = () => {
  const { t } = useTranslation('admin');
  const container = useContainer();
  const invalidate = useInvalidateAreas();
  const items = useQuery(adminMenuItemsQuery(container));
  const categories = useQuery(adminMenuCategoriesQuery(container));
  const toggleAvailability = useUseCase(ToggleMenuItemAvailability);
  const deleteMenuItem = useUseCase(DeleteMenuItem);
  const [filter, setFilter] = useState<MenuFilter>(NO_MENU_FILTER);
  const [editing, setEditing] = useState<Editing>(null);
  const [aiUsageOpen, setAiUsageOpen] = useState(false);

  useErrorToast(items.error, t('common.error'), t('menu.messages.fetchFailed'));
  useErrorToast(categories.error, t('common.error'), t('menu.messages.fetchCategoriesFailed'));

  const all = items.data ?? [];
  const shown = filterMenuItems(all, filter);
  const categoryList = categories.data ?? [];

  /** A card's availability switch or delete: its toast, then every menu read refreshed. */
  const change = useMutation({
    mutationFn: ({
      item,
      kind,
    }: {
      item: MenuItemWithCategory;
      kind: 'toggle' | 'delete';
    }): Promise<Result<unknown>> =>
      kind === 'toggle' ? toggleAvailability.execute(item) : deleteMenuItem.execute(item.id),
    onSuccess: async (result, { item, kind }) => {
      if (!result.ok) return changeFailed(kind, result.error);
      const done =
        kind === 'delete'
          ? 'menu.messages.deleted'
          : item.is_available
            ? 'menu.messages.nowUnavailable'
            : 'menu.messages.nowAvailable';
      notify('success', t(done, { name: item.name }));
      await invalidate(...MENU_WRITES);
    },
    onError: (error, { kind }) => changeFailed(kind, error),
  });
  const changeFailed = (kind: 'toggle' | 'delete', error: unknown) => {
    console.error(kind === 'toggle' ? 'Failed to update availability' : 'Failed to delete menu item', error);
    notify(
      'error',
      t('common.error'),
      t(kind === 'toggle' ? 'menu.messages.availabilityFailed' : 'menu.messages.deleteFailed'),
    );
  };
  const busyId = change.isPending ? change.variables.item.id : null;

  const remove = (item: MenuItemWithCategory) => {
    if (confirmAction(t('menu.messages.confirmDelete', { name: item.name })))
      change.mutate({ item, kind: 'delete' });
  };

  const addButton = (
    <Button colorPalette="brand" onClick={() => setEditing({ item: null })} disabled={categories.isPending}>
      {t('menu.add')}
    </Button>
  );

  return (
    <>
      <AdminPageHeading
        title={t('menu.title')}
        description={t('menu.description')}
        actions={
          <HStack gap={2} wrap="wrap">
            <Button variant="outline" onClick={() => setAiUsageOpen(true)}>
              {t('menu.aiUsage.open')}
            </Button>
            {addButton}
          </HStack>
        }
      />
      <Tabs.Root defaultValue="items" variant="line" lazyMount>
        <Tabs.List mb={4}>
          <Tabs.Trigger value="items">{t('menu.tabs.items')}</Tabs.Trigger>
          <Tabs.Trigger value="categories">{t('menu.tabs.categories')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="items" p={0}>
          <Stack gap={4}>
            <MenuFilterCard filter={filter} categories={categoryList} onChange={setFilter} />
            {items.isPending ? (
              <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, '2xl': 4 }} gap={4}>
                {Array.from({ length: 4 }, (_, i) => (
                  <Skeleton key={i} h="80" rounded="lg" />
                ))}
              </SimpleGrid>
            ) : all.length === 0 ? (
              <AdminEmptyState
                title={t('menu.empty.title')}
                description={t('menu.empty.description')}
                action={addButton}
              />
            ) : (
              <>
                <Text color="fg.muted" textStyle="sm" aria-live="polite" data-testid="menu-shown-count">
                  {t('menu.shownCount', { shown: shown.length, total: all.length })}
                </Text>
                {shown.length === 0 ? (
                  <AdminEmptyState
                    title={t('menu.noMatch.title')}
                    description={t('menu.noMatch.description')}
                    action={
                      <Button variant="outline" onClick={() => setFilter(NO_MENU_FILTER)}>
                        {t('menu.noMatch.clear')}
                      </Button>
                    }
                  />
                ) : (
                  <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, '2xl': 4 }} gap={4}>
                    {shown.map((item) => (
                      <MenuItemCard
                        key={item.id}
                        item={item}
                        busy={busyId === item.id}
                        onToggleAvailability={() => change.mutate({ item, kind: 'toggle' })}
                        onEdit={() => setEditing({ item })}
                        onDelete={() => remove(item)}
                      />
                    ))}
                  </SimpleGrid>
                )}
              </>
            )}
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="categories" p={0}>
          <CategoriesPanel categories={categoryList} items={all} loading={categories.isPending} />
        </Tabs.Content>
      </Tabs.Root>
      {editing && (
        <MenuItemDialog item={editing.item} categories={categoryList} onClose={() => setEditing(null)} />
      )}
      {aiUsageOpen && <AiUsageDialog onClose={() => setAiUsageOpen(false)} />}
    </>
  );
};
