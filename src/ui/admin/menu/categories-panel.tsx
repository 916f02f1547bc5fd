import { Badge, Button, Card, Flex, HStack, IconButton, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteMenuCategory } from '../../../application/menu/delete-menu-category';
import { SaveMenuCategory } from '../../../application/menu/save-menu-category';
import { validateMenuCategoryDraft } from '../../../domain/menu/category-schema';
import {
  MENU_CATEGORY_TEXT_FIELDS,
  MENU_CATEGORY_TEXT_LIMITS,
  type MenuCategory,
  type MenuCategoryTextField,
} from '../../../domain/menu/menu-category';
import type { MenuItem } from '../../../domain/menu/menu-item';
import { useUseCase } from '../../app/container-context';
import { useInvalidateAreas } from '../../app/query-keys';
import { notify } from '../../app/toaster';
import { AdminDialog } from '../shared/admin-dialog';
import { AdminEmptyState } from '../shared/admin-empty-state';
import { confirmAction } from '../shared/confirm';
import {
  translatedTextsOf,
  translationsOf,
  TranslationStatus,
  type TranslatedTexts,
} from '../shared/translated-text-field';
import { useAdminForm } from '../shared/use-admin-form';
import { AdminIcon } from '../admin-icons';
import { MENU_WRITES } from './menu-queries';

type Editing = { readonly category: MenuCategory | null } | null;

interface CategoryForm {
  /** Name and description in German, English and Chinese. */
  readonly texts: TranslatedTexts<MenuCategoryTextField>;
}

/**
 * The categories tab: create, rename, describe, reorder, delete. The order is the menu page's tab order.
 * A category still holding dishes cannot be deleted; the panel says so before asking the backend, which
 * refuses it too (ON DELETE RESTRICT).
 */
export const CategoriesPanel = ({
  categories,
  items,
  loading,
}: {
  categories: readonly MenuCategory[];
  items: readonly Pick<MenuItem, 'category_id'>[];
  loading: boolean;
}) => {
  const { t } = useTranslation('admin');
  const invalidate = useInvalidateAreas();
  const saveCategory = useUseCase(SaveMenuCategory);
  const deleteCategory = useUseCase(DeleteMenuCategory);
  const [editing, setEditing] = useState<Editing>(null);
  const countOf = (id: string) => items.filter((i) => i.category_id === id).length;

  /** Writes display_order 0..n-1 in the new order, touching only the rows whose place changed. */
  const reorder = useMutation({
    mutationFn: ({ index, by }: { index: number; by: -1 | 1 }) => {
      const order = [...categories];
      const [moved] = order.splice(index, 1);
      if (!moved) return Promise.resolve([]);
      order.splice(index + by, 0, moved);
      const writes = order
        .map((c, position) => ({ c, position }))
        .filter(({ c, position }) => c.display_order !== position)
        .map(({ c, position }) =>
          saveCategory.execute(
            {
              name: c.name,
              description: c.description,
              display_order: position,
              translations: c.translations,
            },
            c.id,
          ),
        );
      return Promise.all(writes);
    },
    onSuccess: async (results) => {
      await invalidate(...MENU_WRITES);
      const failed = results.find((r) => !r.ok);
      if (failed) reorderFailed(failed);
    },
    onError: (error) => reorderFailed(error),
  });
  const reorderFailed = (error: unknown) => {
    console.error('Failed to reorder categories', error);
    notify('error', t('common.error'), t('menu.categories.messages.reorderFailed'));
  };

  const refuseInUse = (category: MenuCategory, count: number) =>
    notify(
      'error',
      t('menu.categories.messages.inUseTitle'),
      t('menu.categories.messages.inUse', { name: category.name, count }),
    );

  const destroy = useMutation({
    mutationFn: (category: MenuCategory) => deleteCategory.execute(category.id),
    onSuccess: async (result, category) => {
      if (result.ok) {
        notify('success', t('menu.categories.messages.deleted', { name: category.name }));
        await invalidate(...MENU_WRITES);
      } else if (result.error.kind === 'Conflict') {
        refuseInUse(category, Math.max(1, countOf(category.id)));
        await invalidate(...MENU_WRITES);
      } else deleteFailed(result.error);
    },
    onError: (error) => deleteFailed(error),
  });
  const deleteFailed = (error: unknown) => {
    console.error('Failed to delete category', error);
    notify('error', t('common.error'), t('menu.categories.messages.deleteFailed'));
  };

  const remove = (category: MenuCategory) => {
    const count = countOf(category.id);
    if (count > 0) return refuseInUse(category, count);
    if (!confirmAction(t('menu.categories.messages.confirmDelete', { name: category.name }))) return;
    destroy.mutate(category);
  };
  const busy = reorder.isPending || destroy.isPending;

  return (
    <Stack gap={4}>
      <Flex justify="space-between" align="center" gap={3} wrap="wrap">
        <Text color="fg.muted" textStyle="sm" maxW="prose">
          {t('menu.categories.intro')}
        </Text>
        <Button colorPalette="brand" variant="outline" onClick={() => setEditing({ category: null })}>
          {t('menu.categories.add')}
        </Button>
      </Flex>
      {loading ? (
        <Skeleton h="40" rounded="lg" />
      ) : categories.length === 0 ? (
        <AdminEmptyState
          title={t('menu.categories.empty.title')}
          description={t('menu.categories.empty.description')}
        />
      ) : (
        <Stack as="ol" gap={2} listStyleType="none" aria-label={t('menu.tabs.categories')}>
          {categories.map((category, index) => {
            const count = countOf(category.id);
            return (
              <Card.Root as="li" key={category.id} size="sm" data-testid="category-row">
                <Card.Body>
                  <Flex
                    gap={3}
                    align={{ base: 'stretch', md: 'center' }}
                    direction={{ base: 'column', md: 'row' }}
                  >
                    <Stack gap={1} flex="1" minW={0}>
                      <HStack gap={2} wrap="wrap">
                        <Text fontWeight="semibold">{category.name}</Text>
                        <Badge variant="subtle">{t('menu.categories.count', { count })}</Badge>
                        <TranslationStatus row={category} fields={MENU_CATEGORY_TEXT_FIELDS} />
                      </HStack>
                      {category.description && (
                        <Text textStyle="sm" color="fg.muted" lineClamp={2}>
                          {category.description}
                        </Text>
                      )}
                    </Stack>
                    <HStack gap={1} flexShrink={0} justify="flex-end">
                      <IconButton
                        size="sm"
                        variant="ghost"
                        aria-label={t('menu.categories.moveUp', { name: category.name })}
                        disabled={busy || index === 0}
                        onClick={() => reorder.mutate({ index, by: -1 })}
                      >
                        <AdminIcon name="up" boxSize="18px" />
                      </IconButton>
                      <IconButton
                        size="sm"
                        variant="ghost"
                        aria-label={t('menu.categories.moveDown', { name: category.name })}
                        disabled={busy || index === categories.length - 1}
                        onClick={() => reorder.mutate({ index, by: 1 })}
                      >
                        <AdminIcon name="down" boxSize="18px" />
                      </IconButton>
                      <Button size="sm" variant="subtle" onClick={() => setEditing({ category })}>
                        {t('menu.categories.edit')}
                      </Button>
                      <Button
                        size="sm"
                        variant="subtle"
                        colorPalette="red"
                        disabled={busy}
                        onClick={() => remove(category)}
                        aria-label={t('menu.categories.deleteLabel', { name: category.name })}
                      >
                        {t('menu.categories.delete')}
                      </Button>
                    </HStack>
                  </Flex>
                </Card.Body>
              </Card.Root>
            );
          })}
        </Stack>
      )}
      {editing && (
        <CategoryDialog
          category={editing.category}
          nextOrder={categories.reduce((top, c) => Math.max(top, c.display_order + 1), 0)}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
};

const CategoryDialog = ({
  category,
  nextOrder,
  onClose,
}: {
  category: MenuCategory | null;
  nextOrder: number;
  onClose: () => void;
}) => {
  const { t } = useTranslation('admin');
  const invalidate = useInvalidateAreas();
  const saveCategory = useUseCase(SaveMenuCategory);
  const inputOf = ({ texts }: CategoryForm) => ({
    name: texts.name.de,
    description: texts.description.de,
    display_order: category?.display_order ?? nextOrder,
    translations: translationsOf(texts),
  });

  const form = useAdminForm({
    initial: (): CategoryForm => ({ texts: translatedTextsOf(category, MENU_CATEGORY_TEXT_FIELDS) }),
    idPrefix: 'menu-category',
    textLimits: MENU_CATEGORY_TEXT_LIMITS,
    log: 'Failed to save category',
    // A missing name is shown at the field only.
    check: (values) => {
      const valid = validateMenuCategoryDraft(inputOf(values));
      return valid.ok ? null : { issues: valid.error.issues };
    },
    save: (values) => saveCategory.execute(inputOf(values), category?.id),
    refused: () => ({ toast: t('menu.categories.messages.saveFailed') }),
    saved: async () => {
      notify(
        'success',
        t(category ? 'menu.categories.messages.updated' : 'menu.categories.messages.created'),
      );
      await invalidate(...MENU_WRITES);
      onClose();
    },
  });

  return (
    <AdminDialog
      open
      onOpenChange={(open) => !open && !form.saving && onClose()}
      title={t(category ? 'menu.categories.editTitle' : 'menu.categories.addTitle')}
      onSubmit={form.submit}
      busy={form.saving}
      maxW="3xl"
    >
      <Stack gap={4}>
        {form.translationStatus()}
        {form.textField('name', t('menu.categories.name'), { required: true })}
        <Stack gap={1.5}>
          {form.textField('description', t('menu.categories.description'), { rows: 3 })}
          <Text textStyle="xs" color="fg.muted">
            {t('menu.categories.descriptionHelp')}
          </Text>
        </Stack>
      </Stack>
    </AdminDialog>
  );
};
