import {
  Box,
  Code,
  Field,
  Input,
  NativeSelect,
  SegmentGroup,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveMenuItem } from '../../../application/menu/save-menu-item';
import type { GeneratedDishImage } from '../../../application/ports/ai-image-generator';
import { MENU_IMAGE_UPLOAD_FAILED, UploadMenuImage } from '../../../application/menu/upload-menu-image';
import { buildDishPrompt } from '../../../domain/menu/ai-prompt';
import type { MenuCategory } from '../../../domain/menu/menu-category';
import {
  CUISINE_TYPES,
  MENU_ITEM_TEXT_FIELDS,
  MENU_ITEM_TEXT_LIMITS,
  type CuisineType,
  type MenuItemTextField,
  type MenuItemWithCategory,
} from '../../../domain/menu/menu-item';
import { validateMenuItemDraft } from '../../../domain/menu/menu-item-schema';
import type { ContentLanguage } from '../../../domain/shared/translations';
import { useUseCase } from '../../app/container-context';
import { notify } from '../../app/toaster';
import { AdminDialog } from '../shared/admin-dialog';
import { ImageUploadField } from '../shared/image-upload-field';
import { LabeledSwitch } from '../shared/labeled-switch';
import type { PreparedImage } from '../shared/resize-image';
import {
  asTranslatable,
  TranslatedTextField,
  translationIssueKey,
  TranslationStatus,
} from '../shared/translated-text-field';
import { UploadProgress } from '../shared/upload-progress';
import { logFailure } from '../shared/log-failure';
import {
  emptyMenuItemForm,
  menuItemFormToInput,
  menuItemToForm,
  type ImageMethod,
  type MenuItemForm,
} from './menu-item-form';
import { AiImagePanel } from './ai-image-panel';
import { invalidateMenu } from './menu-queries';
import { TagPicker } from './tag-picker';

type Errors = Readonly<Record<string, string>>;

/** Add or edit one dish (spec section 2): every menu_items field, the picture, and the tags. */
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
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const saveMenuItem = useUseCase(SaveMenuItem);
  const uploadMenuImage = useUseCase(UploadMenuImage);
  const [form, setForm] = useState<MenuItemForm>(() =>
    item ? menuItemToForm(item) : emptyMenuItemForm(categories[0]?.id),
  );
  const [method, setMethod] = useState<ImageMethod>('upload');
  const [image, setImage] = useState<PreparedImage | null>(null);
  const [removeCurrent, setRemoveCurrent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [generated, setGenerated] = useState<GeneratedDishImage | null>(null);
  const [generating, setGenerating] = useState(false);

  const set = <K extends keyof MenuItemForm>(key: K, value: MenuItemForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };
  /** A text's error key: the German column's own, or its translation's. */
  const textKey = (field: MenuItemTextField, language: ContentLanguage) =>
    language === 'de' ? field : translationIssueKey(language, field);
  const setText = (field: MenuItemTextField, language: ContentLanguage, text: string) => {
    setForm((f) => ({ ...f, texts: { ...f.texts, [field]: { ...f.texts[field], [language]: text } } }));
    setErrors(({ [textKey(field, language)]: _, ...rest }) => rest);
  };
  const error = (field: string) => (errors[field] ? t(errors[field]) : undefined);
  const textErrors = (field: MenuItemTextField) => ({
    de: error(textKey(field, 'de')),
    en: error(textKey(field, 'en')),
    zh: error(textKey(field, 'zh')),
  });
  const textField = (field: MenuItemTextField, label: string, rows?: number, required?: boolean) => (
    <TranslatedTextField
      id={`menu-item-${field}`}
      label={label}
      value={form.texts[field]}
      onChange={(language, text) => setText(field, language, text)}
      required={required}
      maxLength={MENU_ITEM_TEXT_LIMITS[field]}
      rows={rows}
      errors={textErrors(field)}
    />
  );
  const currentUrl = removeCurrent ? null : (generated?.imageUrl ?? item?.image_url ?? null);
  const categoryName = categories.find((c) => c.id === form.category_id)?.name ?? null;
  // The picture is made from the German texts, the restaurant's own.
  const dish = {
    name: form.texts.name.de,
    ingredients: form.texts.ingredients.de,
    cuisine_type: form.cuisine_type,
    category: categoryName,
  };
  const prompt = buildDishPrompt(dish);

  const submit = async () => {
    // A new dish keeps its generated picture only once the generation has answered.
    if (generating) return;
    const input = menuItemFormToInput(form);
    const valid = validateMenuItemDraft(input);
    if (!valid.ok) {
      const issues = valid.error.issues ?? {};
      setErrors(issues);
      const missing = 'name' in issues || 'category_id' in issues;
      notify(
        'error',
        t('common.error'),
        t(missing ? 'menu.messages.requiredFields' : 'menu.messages.checkFields'),
      );
      return;
    }
    setBusy(true);
    const pictureChanged = image !== null || removeCurrent;
    if (image) setProgress(0);
    const saved = pictureChanged
      ? await uploadMenuImage.execute({
          item: input,
          id: item?.id,
          image: image?.file ?? null,
          onProgress: setProgress,
        })
      : await saveMenuItem.execute(
          // A saved dish already points at its generated picture; a new one is created with it.
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
    setBusy(false);
    setProgress(null);
    if (saved.ok) {
      notify(
        'success',
        t(item ? 'menu.messages.updated' : 'menu.messages.created'),
        image ? t('menu.messages.imageUploaded') : undefined,
      );
      await invalidateMenu(queryClient);
      onClose();
      return;
    }
    logFailure('Failed to save menu item', saved.error);
    if (saved.error.issues?.image_url === MENU_IMAGE_UPLOAD_FAILED) {
      notify('error', t('common.error'), t('menu.messages.uploadFailed'));
      return;
    }
    if (saved.error.issues) setErrors(saved.error.issues);
    notify('error', t('common.error'), t('menu.messages.saveFailed'));
  };

  return (
    <AdminDialog
      open
      onOpenChange={(open) => !open && !busy && !generating && onClose()}
      title={t(item ? 'menu.form.editTitle' : 'menu.form.addTitle')}
      onSubmit={() => void submit()}
      submitLabel={t(item ? 'menu.form.saveChanges' : 'menu.form.create')}
      busy={busy}
      maxW="4xl"
    >
      <Stack gap={5}>
        <TranslationStatus row={asTranslatable(form.texts)} fields={MENU_ITEM_TEXT_FIELDS} />
        {textField('name', t('menu.form.name'), undefined, true)}

        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
          <Field.Root required invalid={Boolean(errors.category_id)}>
            <Field.Label>
              {t('menu.form.category')} <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={form.category_id}
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
            </NativeSelect.Root>
            <Field.ErrorText>{error('category_id')}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('menu.form.cuisine')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={form.cuisine_type}
                onChange={(e) => set('cuisine_type', e.target.value as CuisineType)}
              >
                {CUISINE_TYPES.map((c) => (
                  <option key={c} value={c}>
                    {t(`menu.cuisines.${c}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </SimpleGrid>

        {textField('description', t('menu.form.description'), 3)}

        <Stack gap={1.5}>
          {textField('ingredients', t('menu.form.ingredients'), 2, true)}
          <Text textStyle="xs" color="fg.muted">
            {t('menu.form.ingredientsHelp')}
          </Text>
        </Stack>

        {/* Prices are text with a decimal keypad: a number input reads '6,90' as empty in some browsers,
            which would save 0 without a word; parsePrice takes '6.90' and '6,90' alike. */}
        <SimpleGrid columns={{ base: 2, sm: 3 }} gap={4}>
          <Field.Root invalid={Boolean(errors.regular_price)}>
            <Field.Label>{t('menu.form.regularPrice')}</Field.Label>
            <Input
              inputMode="decimal"
              autoComplete="off"
              value={form.regular_price}
              placeholder="0.00"
              onChange={(e) => set('regular_price', e.target.value)}
            />
            <Field.ErrorText>{error('regular_price')}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.student_price)}>
            <Field.Label>{t('menu.form.studentPrice')}</Field.Label>
            <Input
              inputMode="decimal"
              autoComplete="off"
              value={form.student_price}
              placeholder="0.00"
              onChange={(e) => set('student_price', e.target.value)}
            />
            <Field.ErrorText>{error('student_price')}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.display_order)}>
            <Field.Label>{t('menu.form.displayOrder')}</Field.Label>
            <Input
              type="number"
              inputMode="numeric"
              step="1"
              value={form.display_order}
              onChange={(e) => set('display_order', e.target.value)}
            />
            <Field.ErrorText>{error('display_order')}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>

        <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: 3, sm: 8 }}>
          <LabeledSwitch
            label={t('menu.form.featured')}
            checked={form.is_featured}
            onChange={(v) => set('is_featured', v)}
          />
          <LabeledSwitch
            label={t('menu.form.available')}
            checked={form.is_available}
            onChange={(v) => set('is_available', v)}
          />
        </Stack>

        <TagPicker tags={form.dietary_tags} onChange={(tags) => set('dietary_tags', tags)} />

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
              error={error('image_url')}
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
          {progress !== null && (
            <UploadProgress
              item={{ id: 'image', label: image?.file.name ?? '', fraction: progress, status: 'uploading' }}
            />
          )}
        </Stack>
      </Stack>
    </AdminDialog>
  );
};
