import { HStack, Input, NativeSelect, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveAboutSection, type AboutSectionInput } from '../../../application/about/save-about-section';
import {
  ABOUT_SECTION_TEXTS,
  ABOUT_SECTION_TYPES,
  type AboutSection,
  type AboutSectionText,
} from '../../../domain/about/about-section';
import type { ContentLanguage } from '../../../domain/shared/translations';
import type { PortError } from '../../../domain/shared/result';
import { useUseCase } from '../../app/container-context';
import { notify } from '../../app/toaster';
import { FormField } from '../shared/form-field';
import { AdminDialog } from '../shared/admin-dialog';
import {
  asTranslatable,
  TranslatedTextField,
  translatedTextsOf,
  translationIssueKey,
  translationsOf,
  TranslationStatus,
  type TranslatedTexts,
} from '../shared/translated-text-field';

/** The section's fields other than its texts, which the form holds per language. */
type SectionSettings = Pick<AboutSectionInput, 'section_key' | 'section_type' | 'is_published'>;

export const ABOUT_SECTION_FIELDS = Object.keys(ABOUT_SECTION_TEXTS) as AboutSectionText[];

const settingsOf = (section: AboutSection | null): SectionSettings => ({
  section_key: section?.section_key ?? '',
  section_type: section?.section_type ?? 'text',
  is_published: section?.is_published ?? true,
});

const REQUIRED = 'admin:about.validation.required';

const UMLAUTS: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/** A section key proposed from the title ('Unser Team' -> 'unser-team'), in the characters keys allow. */
export const keyFromTitle = (title: string) =>
  title
    .toLowerCase()
    .replace(/[äöüß]/g, (c) => UMLAUTS[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);

/**
 * Create or edit an about section (spec section 5: section_key and title required; every section_type). For
 * a new section the key follows the title until staff type one themselves.
 */
export const AboutSectionDialog = ({
  section,
  onClose,
}: {
  section: AboutSection | null;
  onClose: () => void;
}) => {
  const { t, i18n } = useTranslation('admin');
  const queryClient = useQueryClient();
  const save = useUseCase(SaveAboutSection);
  const [input, setInput] = useState<SectionSettings>(() => settingsOf(section));
  const [texts, setTexts] = useState<TranslatedTexts<AboutSectionText>>(() =>
    translatedTextsOf(section, ABOUT_SECTION_FIELDS),
  );
  const [keyTouched, setKeyTouched] = useState(section !== null);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});

  const text = (key: string) => (i18n.exists(key) ? t(key) : key);
  const failurePrefix = section ? 'about.messages.updateError' : 'about.messages.createError';

  const set = <K extends keyof SectionSettings>(key: K, value: SectionSettings[K]) =>
    setInput((current) => ({ ...current, [key]: value }));

  const setText = (field: AboutSectionText, language: ContentLanguage, text: string) => {
    setTexts((current) => ({ ...current, [field]: { ...current[field], [language]: text } }));
    // A new section's key follows its German title until staff type one themselves.
    if (field === 'title' && language === 'de' && !keyTouched)
      setInput((current) => ({ ...current, section_key: keyFromTitle(text) }));
  };

  /** The field's errors per language: the German column's, then its translations'. */
  const errorsOf = (field: AboutSectionText) => ({
    de: errors[field],
    en: errors[translationIssueKey('en', field)],
    zh: errors[translationIssueKey('zh', field)],
  });

  const translatedField = (field: AboutSectionText, label: string, rows?: number) => (
    <TranslatedTextField
      id={`about-section-${field}`}
      label={label}
      value={texts[field]}
      onChange={(language, text) => setText(field, language, text)}
      required={field === 'title'}
      maxLength={ABOUT_SECTION_TEXTS[field]}
      rows={rows}
      errors={errorsOf(field)}
    />
  );

  const failed = (error: PortError) => {
    if (error.kind === 'Conflict') {
      setErrors({ section_key: text(error.message) });
    } else if (error.issues) {
      setErrors(
        Object.fromEntries(
          Object.entries(error.issues).map(([field, key]) => [
            field,
            key === REQUIRED ? t('about.validation.fieldRequired') : text(key),
          ]),
        ),
      );
      return;
    }
    console.error('About section save failed', error);
    notify('error', t('common.error'), t(failurePrefix, { message: text(error.message) }));
  };

  const submit = useMutation({
    mutationFn: () =>
      save.execute(
        {
          ...input,
          title: texts.title.de,
          subtitle: texts.subtitle.de,
          content: texts.content.de,
          translations: translationsOf(texts),
        },
        section?.id,
      ),
    onSuccess: async (result) => {
      if (!result.ok) return failed(result.error);
      notify('success', t(section ? 'about.messages.updated' : 'about.messages.created'));
      await queryClient.invalidateQueries({ queryKey: ['about'] });
      onClose();
    },
    onError: (error) => {
      console.error('About section save failed', error);
      notify('error', t('common.error'), t(failurePrefix, { message: String(error) }));
    },
  });

  const field = (
    key: string,
    label: string,
    control: ReactNode,
    options: { required?: boolean; help?: string } = {},
  ) => (
    <FormField label={label} error={errors[key]} required={options.required} help={options.help}>
      {control}
    </FormField>
  );

  return (
    <AdminDialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={section ? t('about.dialog.editTitle') : t('about.dialog.addTitle')}
      onSubmit={() => submit.mutate()}
      submitLabel={section ? t('about.dialog.save') : t('about.dialog.create')}
      busy={submit.isPending}
      maxW="5xl"
    >
      <Stack gap={4}>
        <HStack justify="flex-end">
          <TranslationStatus row={asTranslatable(texts)} fields={ABOUT_SECTION_FIELDS} />
        </HStack>
        {translatedField('title', t('about.fields.title'))}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
          {field(
            'section_key',
            t('about.fields.sectionKey'),
            <Input
              value={input.section_key}
              maxLength={100}
              fontFamily="mono"
              spellCheck={false}
              autoCapitalize="off"
              onChange={(e) => {
                setKeyTouched(true);
                set('section_key', e.target.value);
              }}
            />,
            { required: true, help: t('about.fields.sectionKeyHelp') },
          )}
          {field(
            'section_type',
            t('about.fields.sectionType'),
            <NativeSelect.Root>
              <NativeSelect.Field
                value={input.section_type}
                onChange={(e) => set('section_type', e.target.value as AboutSection['section_type'])}
              >
                {ABOUT_SECTION_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`about.types.${type}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>,
            { help: t(`about.typeHelp.${input.section_type}`) },
          )}
        </SimpleGrid>
        {translatedField('subtitle', t('about.fields.subtitle'))}
        {translatedField('content', t('about.fields.content'), 6)}
        <Text fontSize="sm" color="fg.muted" mt={-2}>
          {t('about.fields.contentHelp')}
        </Text>
        <Switch.Root
          checked={input.is_published}
          onCheckedChange={(e) => set('is_published', e.checked)}
          colorPalette="brand"
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{t('about.fields.published')}</Switch.Label>
        </Switch.Root>
      </Stack>
    </AdminDialog>
  );
};
