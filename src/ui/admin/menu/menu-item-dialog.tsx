import { Box, Code, Input, NativeSelect, SegmentGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localDecimal } from './local-decimal';
import { SaveMenuItem } from '../../../application/menu/save-menu-item';
import type { GeneratedDishImage } from '../../../application/ports/ai-image-generator';
import { MENU_IMAGE_UPLOAD_FAILED, UploadMenuImage } from '../../../application/menu/upload-menu-image';
import { buildDishPrompt } from '../../../domain/menu/ai-prompt';
import type { MenuCategory } from '../../../domain/menu/menu-category';
import {
  CUISINE_TYPES,
  MENU_ITEM_TEXT_LIMITS,
  type CuisineType,
  type MenuItemWithCategory,
} from '../../../domain/menu/menu-item';
import { validateMenuItemDraft } from '../../../domain/menu/menu-item-schema';
import { useUseCase } from '../../app/container-context';
import { useInvalidateAreas } from '../../app/query-keys';
import { notify } from '../../app/toaster';
import { AdminDialog } from '../shared/admin-dialog';
import { ImageUploadField } from '../shared/image-upload-field';
import { LabeledSwitch } from '../shared/labeled-switch';
import type { PreparedImage } from '../shared/resize-image';
import { UploadProgress } from '../shared/upload-progress';
import { useAdminForm } from '../shared/use-admin-form';
import { emptyMenuItemForm, menuItemFormToInput, menuItemToForm, type ImageMethod } from './menu-item-form';
import { AiImagePanel } from './ai-image-panel';
import { MENU_WRITES } from './menu-queries';
import { TagPicker } from './tag-picker';

/** Add or edit one dish: every field of a menu item, its picture, and its tags. */
export const MenuItemDialog = ({
  item,
  categories,
  onClose,
}: {
  /** null adds a new item. */
  item: MenuItemWithCategory | null;
  categories: readonly MenuCategory[];
  onClose: () => void;
}) => {
  const { t, i18n } = useTranslation('admin');
  const invalidate = useInvalidateAreas();
  const saveMenuItem = useUseCase(SaveMenuItem);
  const uploadMenuImage = useUseCase(UploadMenuImage);
  const [method, setMethod] = useState<ImageMethod>('upload');
  const [image, setImage] = useState<PreparedImage | null>(null);
  const [removeCurrent, setRemoveCurrent] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [generated, setGenerated] = useState<GeneratedDishImage | null>(null);
  const [generating, setGenerating] = useState(false);

  const form = useAdminForm({
    initial: () => (item ? menuItemToForm(item) : emptyMenuItemForm(categories[0]?.id)),
    idPrefix: 'menu-item',
    textLimits: MENU_ITEM_TEXT_LIMITS,
    log: 'Failed to save menu item',
    // Checked here first, so that a missing name says so before any picture is uploaded.
    check: (values) => {
      const valid = validateMenuItemDraft(menuItemFormToInput(values));
      if (valid.ok) return null;
      const issues = valid.error.issues ?? {};
      const missing = 'name' in issues || 'category_id' in issues;
      return { issues, toast: t(missing ? 'menu.messages.requiredFields' : 'menu.messages.checkFields') };
    },
    save: (values) => {
      const input = menuItemFormToInput(values);
      if (image) setProgress(0);
      if (image !== null || removeCurrent)
        return uploadMenuImage.execute({
          item: input,
          id: item?.id,
          image: image?.file ?? null,
          onProgress: setProgress,
        });
      // A saved dish already points at its generated picture; a new one is created with it.
      return saveMenuItem.execute(
        !item && generated
          ? {
              ...input,
              image_url: generated.imageUrl,
              ai_generated_image: true,
              ai_prompt_used: generated.prompt,
              image_generation_cost: generated.cost,
            }
          : input,
        item?.id,
      );
    },
    refused: (error) =>
      error.issues?.image_url === MENU_IMAGE_UPLOAD_FAILED
        ? { issues: {}, toast: t('menu.messages.uploadFailed') }
        : { toast: t('menu.messages.saveFailed') },
    saved: async () => {
      notify(
        'success',
        t(item ? 'menu.messages.updated' : 'menu.messages.created'),
        image ? t('menu.messages.imageUploaded') : undefined,
      );
      await invalidate(...MENU_WRITES);
      onClose();
    },
  });
  const { values, set } = form;
  const busy = form.saving;
  const currentUrl = removeCurrent ? null : (generated?.imageUrl ?? item?.image_url ?? null);
  const categoryName = categories.find((c) => c.id === values.category_id)?.name ?? null;
  // The picture is made from the German texts, the restaurant's own.
  const dish = {
    name: values.texts.name.de,
    ingredients: values.texts.ingredients.de,
    cuisine_type: values.cuisine_type,
    category: categoryName,
  };
  const prompt = buildDishPrompt(dish);
  const priceInput = (key: 'regular_price' | 'student_price') => (
    <Input
      inputMode="decimal"
      autoComplete="off"
      value={values[key]}
      placeholder={localDecimal('0.00', i18n.language)}
      onChange={(e) => set(key, e.target.value)}
    />
  );

  return (
    <AdminDialog
      open
      onOpenChange={(open) => !open && !busy && !generating && onClose()}
      title={t(item ? 'menu.form.editTitle' : 'menu.form.addTitle')}
      // A new dish keeps its generated picture only once the generation has answered.
      onSubmit={() => !generating && form.submit()}
      submitLabel={t(item ? 'menu.form.saveChanges' : 'menu.form.create')}
      busy={busy}
      maxW="4xl"
    >
      <Stack gap={5}>
        {form.translationStatus()}
        {form.textField('name', t('menu.form.name'), { required: true })}

        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
          {form.field(
            'category_id',
            t('menu.form.category'),
            <NativeSelect.Root>
              <NativeSelect.Field
                value={values.category_id}
                onChange={(e) => set('category_id', e.target.value)}
              >
                <option value="">{t('menu.form.chooseCategory')}</option>
                {categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>,
            { required: true },
          )}
          {form.field(
            'cuisine_type',
            t('menu.form.cuisine'),
            <NativeSelect.Root>
              <NativeSelect.Field
                value={values.cuisine_type}
                onChange={(e) => set('cuisine_type', e.target.value as CuisineType)}
              >
                {CUISINE_TYPES.map((c) => (
                  <option key={c} value={c}>
                    {t(`menu.cuisines.${c}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>,
          )}
        </SimpleGrid>

        {form.textField('description', t('menu.form.description'), { rows: 3 })}

        <Stack gap={1.5}>
          {form.textField('ingredients', t('menu.form.ingredients'), { rows: 2, required: true })}
          <Text textStyle="xs" color="fg.muted">
            {t('menu.form.ingredientsHelp')}
          </Text>
        </Stack>

        {/* Prices are text with a decimal keypad: a number input reads '6,90' as empty in some browsers,
            which would save 0 without a word; parsePrice takes '6.90' and '6,90' alike. */}
        <SimpleGrid columns={{ base: 2, sm: 3 }} gap={4}>
          {form.field('regular_price', t('menu.form.regularPrice'), priceInput('regular_price'))}
          {form.field('student_price', t('menu.form.studentPrice'), priceInput('student_price'))}
          {form.field(
            'display_order',
            t('menu.form.displayOrder'),
            <Input
              type="number"
              inputMode="numeric"
              step="1"
              value={values.display_order}
              onChange={(e) => set('display_order', e.target.value)}
            />,
          )}
        </SimpleGrid>

        <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: 3, sm: 8 }}>
          <LabeledSwitch
            label={t('menu.form.featured')}
            checked={values.is_featured}
            onChange={(v) => set('is_featured', v)}
          />
          <LabeledSwitch
            label={t('menu.form.available')}
            checked={values.is_available}
            onChange={(v) => set('is_available', v)}
          />
        </Stack>

        <TagPicker tags={values.dietary_tags} onChange={(tags) => set('dietary_tags', tags)} />

        <Stack gap={3} borderTopWidth="1px" pt={4}>
          <Text fontWeight="medium" textStyle="sm" id="image-method-label">
            {t('menu.form.imageMethod')}
          </Text>
          <SegmentGroup.Root
            value={method}
            onValueChange={(e) => setMethod(e.value === 'ai' ? 'ai' : 'upload')}
            aria-labelledby="image-method-label"
            size="sm"
            alignSelf="flex-start"
          >
            <SegmentGroup.Indicator />
            <SegmentGroup.Items
              items={[
                { value: 'upload', label: t('menu.form.methodUpload') },
                { value: 'ai', label: t('menu.form.methodAi') },
              ]}
            />
          </SegmentGroup.Root>
          {method === 'upload' ? (
            <ImageUploadField
              label={t('menu.form.image')}
              value={image}
              onChange={setImage}
              currentUrl={currentUrl}
              onRemoveCurrent={() => setRemoveCurrent(true)}
              error={form.message('image_url')}
              disabled={busy}
              messages={{ invalidType: t('menu.messages.imageType'), tooLarge: t('menu.messages.imageSize') }}
              onProblem={(_, message) => notify('error', t('common.error'), message)}
            />
          ) : (
            <Stack gap={3}>
              <Box>
                <Text textStyle="sm" fontWeight="medium" mb={1}>
                  {t('menu.form.promptPreview')}
                </Text>
                <Code
                  display="block"
                  whiteSpace="pre-wrap"
                  p={3}
                  rounded="md"
                  data-testid="ai-prompt-preview"
                  aria-live="polite"
                >
                  {prompt}
                </Code>
              </Box>
              <AiImagePanel
                dish={dish}
                itemId={item?.id ?? null}
                generated={generated}
                onGenerated={(image) => {
                  setGenerated(image);
                  setRemoveCurrent(false);
                  setImage(null);
                }}
                onBusyChange={setGenerating}
                disabled={busy}
              />
            </Stack>
          )}
          {busy && progress !== null && (
            <UploadProgress
              item={{ id: 'image', label: image?.file.name ?? '', fraction: progress, status: 'uploading' }}
            />
          )}
        </Stack>
      </Stack>
    </AdminDialog>
  );
};
