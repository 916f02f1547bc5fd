import { HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveAboutSection, type AboutSectionInput } from '../../../application/about/save-about-section';
import {
  ABOUT_SECTION_TEXTS,
  ABOUT_SECTION_TYPES,
  type AboutSection,
  type AboutSectionText,
} from '../../../domain/about/about-section';
import { useUseCase } from '../../app/container-context';
import { useInvalidateAreas } from '../../app/query-keys';
import { notify } from '../../app/toaster';
import { AdminDialog } from '../shared/admin-dialog';
import { LabeledSwitch } from '../shared/labeled-switch';
import { translatedTextsOf, translationsOf, type TranslatedTexts } from '../shared/translated-text-field';
import { useAdminForm } from '../shared/use-admin-form';

/** The section's fields, its texts per language. */
type SectionForm = Pick<AboutSectionInput, 'section_key' | 'section_type' | 'is_published'> & {
  readonly texts: TranslatedTexts<AboutSectionText>;
};

export const ABOUT_SECTION_FIELDS = Object.keys(ABOUT_SECTION_TEXTS) as AboutSectionText[];

const formOf = (section: AboutSection | null): SectionForm => ({
  texts: translatedTextsOf(section, ABOUT_SECTION_FIELDS),
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
 * Create or edit an about section: its key and title are required, every section type is offered. For a new
 * section the key follows the title until staff type one themselves.
 */
export const AboutSectionDialog = ({
  section,
  onClose,
}: {
  section: AboutSection | null;
  onClose: () => void;
}) => {
  const { t, i18n } = useTranslation('admin');
  const invalidate = useInvalidateAreas();
  const save = useUseCase(SaveAboutSection);
  const [keyTouched, setKeyTouched] = useState(section !== null);
  const text = (key: string) => (i18n.exists(key) ? t(key) : key);
  const failurePrefix = section ? 'about.messages.updateError' : 'about.messages.createError';

  const form = useAdminForm({
    initial: () => formOf(section),
    idPrefix: 'about-section',
    textLimits: ABOUT_SECTION_TEXTS,
    issueText: { [REQUIRED]: 'about.validation.fieldRequired' },
    log: 'About section save failed',
    save: ({ texts, ...settings }) =>
      save.execute(
        {
          ...settings,
          title: texts.title.de,
          subtitle: texts.subtitle.de,
          content: texts.content.de,
          translations: translationsOf(texts),
        },
        section?.id,
      ),
    // A key another section has is shown at the key; other refusals are shown at their fields only.
    refused: (error) => {
      const failed = t(failurePrefix, { message: text(error.message) });
      if (error.kind === 'Conflict') return { issues: { section_key: error.message }, toast: failed };
      return error.issues ? {} : { toast: failed };
    },
    saved: async () => {
      notify('success', t(section ? 'about.messages.updated' : 'about.messages.created'));
      await invalidate('about');
      onClose();
    },
  });
  const { values, set } = form;

  // A new section's key follows its German title until staff type one themselves.
  const followTitle = (language: string, title: string) => {
    if (language === 'de' && !keyTouched) set('section_key', keyFromTitle(title));
  };

  return (
    <AdminDialog
      open
      onOpenChange={(next) => !next && !form.saving && onClose()}
      title={section ? t('about.dialog.editTitle') : t('about.dialog.addTitle')}
      onSubmit={form.submit}
      submitLabel={section ? t('about.dialog.save') : t('about.dialog.create')}
      busy={form.saving}
      maxW="5xl"
    >
      <Stack gap={4}>
        <HStack justify="flex-end">{form.translationStatus()}</HStack>
        {form.textField('title', t('about.fields.title'), { required: true, onText: followTitle })}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
          {form.field(
            'section_key',
            t('about.fields.sectionKey'),
            <Input
              value={values.section_key}
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
          {form.field(
            'section_type',
            t('about.fields.sectionType'),
            <NativeSelect.Root>
              <NativeSelect.Field
                value={values.section_type}
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
            { help: t(`about.typeHelp.${values.section_type}`) },
          )}
        </SimpleGrid>
        {form.textField('subtitle', t('about.fields.subtitle'))}
        {form.textField('content', t('about.fields.content'), { rows: 6 })}
        <Text fontSize="sm" color="fg.muted" mt={-2}>
          {t('about.fields.contentHelp')}
        </Text>
        <LabeledSwitch
          label={t('about.fields.published')}
          checked={values.is_published}
          onChange={(checked) => set('is_published', checked)}
        />
      </Stack>
    </AdminDialog>
  );
};
