import { Badge, Button, Card, Flex, HStack, IconButton, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
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
import { CONTENT_LANGUAGES, type ContentLanguage } from '../../../domain/shared/translations';
import { useUseCase } from '../../app/container-context';
import { notify } from '../../app/toaster';
import { AdminDialog } from '../shared/admin-dialog';
import { AdminEmptyState } from '../shared/admin-empty-state';
import { confirmAction } from '../shared/confirm';
import { logFailure } from '../shared/log-failure';
import {
  asTranslatable,
  TranslatedTextField,
  translatedTextsOf,
  translationIssueKey,
  translationsOf,
  TranslationStatus,
  type TranslatedTexts,
} from '../shared/translated-text-field';
import { invalidateMenu } from './menu-queries';

type Editing = { readonly category: MenuCategory | null } | null;

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
  const queryClient = useQueryClient();
  const saveCategory = useUseCase(SaveMenuCategory);
  const deleteCategory = useUseCase(DeleteMenuCategory);
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState(false);
  const countOf = (id: string) => items.filter((i) => i.category_id === id).length;

  /** Writes display_order 0..n-1 in the new order, touching only the rows whose place changed. */
  const move = async (index: number, by: -1 | 1) => {
    const order = [...categories];
    const [moved] = order.splice(index, 1);
    if (!moved) return;
    order.splice(index + by, 0, moved);
    setBusy(true);
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
    const results = await Promise.all(writes);
    setBusy(false);
    await invalidateMenu(queryClient);
    const failed = results.find((r) => !r.ok);
    if (failed) {
      console.error('Failed to reorder categories', failed);
      notify('error', t('common.error'), t('menu.categories.messages.reorderFailed'));
    }
  };

  const refuseInUse = (category: MenuCategory, count: number) =>
    notify(
      'error',
      t('menu.categories.messages.inUseTitle'),
      t('menu.categories.messages.inUse', { name: category.name, count }),
    );

  const remove = async (category: MenuCategory) => {
    const count = countOf(category.id);
    if (count > 0) return refuseInUse(category, count);
    if (!confirmAction(t('menu.categories.messages.confirmDelete', { name: category.name }))) return;
    setBusy(true);
    const result = await deleteCategory.execute(category.id);
    setBusy(false);
    if (result.ok) {
      notify('success', t('menu.categories.messages.deleted', { name: category.name }));
      await invalidateMenu(queryClient);
    } else if (result.error.kind === 'Conflict') {
      refuseInUse(category, Math.max(1, count));
      await invalidateMenu(queryClient);
    } else {
      console.error('Failed to delete category', result.error);
      notify('error', t('common.error'), t('menu.categories.messages.deleteFailed'));
    }
  };

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
                        onClick={() => void move(index, -1)}
                      >
                        <Arrow up />
                      </IconButton>
                      <IconButton
                        size="sm"
                        variant="ghost"
                        aria-label={t('menu.categories.moveDown', { name: category.name })}
                        disabled={busy || index === categories.length - 1}
                        onClick={() => void move(index, 1)}
                      >
                        <Arrow />
                      </IconButton>
                      <Button size="sm" variant="subtle" onClick={() => setEditing({ category })}>
                        {t('menu.categories.edit')}
                      </Button>
                      <Button
                        size="sm"
                        variant="subtle"
                        colorPalette="red"
                        disabled={busy}
                        onClick={() => void remove(category)}
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

const Arrow = ({ up = false }: { up?: boolean }) => (
  <svg
    viewBox="0 0 24 24"
    width="18"
    height="18"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden
  >
    <path
      d={up ? 'M12 19V5M5 12l7-7 7 7' : 'M12 5v14M5 12l7 7 7-7'}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

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
  const queryClient = useQueryClient();
  const saveCategory = useUseCase(SaveMenuCategory);
  const [texts, setTexts] = useState<TranslatedTexts<MenuCategoryTextField>>(() =>
    translatedTextsOf(category, MENU_CATEGORY_TEXT_FIELDS),
  );
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);

  /** A text's error key: the German column's own, or its translation's. */
  const textKey = (field: MenuCategoryTextField, language: ContentLanguage) =>
    language === 'de' ? field : translationIssueKey(language, field);
  const setText = (field: MenuCategoryTextField, language: ContentLanguage, text: string) => {
    setTexts((current) => ({ ...current, [field]: { ...current[field], [language]: text } }));
    setErrors(({ [textKey(field, language)]: _, ...rest }) => rest);
  };
  const textErrors = (field: MenuCategoryTextField) =>
    Object.fromEntries(
      CONTENT_LANGUAGES.map((language) => {
        const key = errors[textKey(field, language)];
        return [language, key ? t(key) : undefined];
      }),
    );

  const submit = async () => {
    const input = {
      name: texts.name.de,
      description: texts.description.de,
      display_order: category?.display_order ?? nextOrder,
      translations: translationsOf(texts),
    };
    const valid = validateMenuCategoryDraft(input);
    if (!valid.ok) {
      setErrors(valid.error.issues ?? {});
      return;
    }
    setBusy(true);
    const saved = await saveCategory.execute(input, category?.id);
    setBusy(false);
    if (saved.ok) {
      notify(
        'success',
        t(category ? 'menu.categories.messages.updated' : 'menu.categories.messages.created'),
      );
      await invalidateMenu(queryClient);
      onClose();
    } else {
      logFailure('Failed to save category', saved.error);
      setErrors(saved.error.issues ?? {});
      notify('error', t('common.error'), t('menu.categories.messages.saveFailed'));
    }
  };

  return (
    <AdminDialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={t(category ? 'menu.categories.editTitle' : 'menu.categories.addTitle')}
      onSubmit={() => void submit()}
      busy={busy}
      maxW="3xl"
    >
      <Stack gap={4}>
        <TranslationStatus row={asTranslatable(texts)} fields={MENU_CATEGORY_TEXT_FIELDS} />
        <TranslatedTextField
          id="menu-category-name"
          label={t('menu.categories.name')}
          value={texts.name}
          onChange={(language, text) => setText('name', language, text)}
          required
          maxLength={MENU_CATEGORY_TEXT_LIMITS.name}
          errors={textErrors('name')}
        />
        <Stack gap={1.5}>
          <TranslatedTextField
            id="menu-category-description"
            label={t('menu.categories.description')}
            value={texts.description}
            onChange={(language, text) => setText('description', language, text)}
            maxLength={MENU_CATEGORY_TEXT_LIMITS.description}
            rows={3}
            errors={textErrors('description')}
          />
          <Text textStyle="xs" color="fg.muted">
            {t('menu.categories.descriptionHelp')}
          </Text>
        </Stack>
      </Stack>
    </AdminDialog>
  );
};
