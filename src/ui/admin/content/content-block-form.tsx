import { Alert, Button, Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  CONTENT_BLOCK_TEXTS,
  isTranslatedBlock,
  LEGAL_SECTION_NAMES,
  type ContentBlock,
  type ContentBlockText,
  type LegalSectionName,
} from '../../../domain/content/content-block';
import type { Draft } from '../../../domain/shared/entity';
import { LEGAL_TEMPLATES } from '../../../domain/content/templates';
import { confirmAction } from '../shared/confirm';
import { LabeledSwitch } from '../shared/labeled-switch';
import {
  translatedTextsOf,
  translationsOf,
  type TranslatedText,
  type TranslatedTexts,
} from '../shared/translated-text-field';
import type { AdminForm } from '../shared/use-admin-form';

export const CONTENT_BLOCK_FIELDS = Object.keys(CONTENT_BLOCK_TEXTS) as ContentBlockText[];

/** What the create card and an inline edit both change. */
export interface ContentBlockFields {
  /** Title and text in German, English and Chinese (only German for a legal text). */
  readonly texts: TranslatedTexts<ContentBlockText>;
  readonly is_active: boolean;
}

export const contentBlockFieldsOf = (block: ContentBlock | null): ContentBlockFields => ({
  texts: translatedTextsOf(block, CONTENT_BLOCK_FIELDS),
  is_active: block?.is_active ?? true,
});

/**
 * The block a save writes. A legal text's translations are left empty (decision 0022), so that a block
 * renamed or created as legal never carries texts nobody can see or edit.
 */
export const contentBlockDraftOf = (
  sectionName: string,
  { texts, is_active }: ContentBlockFields,
  image_url: string | null,
): Draft<ContentBlock> => ({
  section_name: sectionName,
  title: texts.title.de.trim() || null,
  content: texts.content.de || null,
  image_url,
  is_active,
  translations: isTranslatedBlock({ section_name: sectionName }) ? translationsOf(texts) : {},
});

export const isLegalName = (name: string): name is LegalSectionName =>
  (LEGAL_SECTION_NAMES as readonly string[]).includes(name.trim());

/**
 * Title, text and active switch of a content block, with the German template of a legal section offered
 * above them. The template replaces the text only when staff ask for it, and asks first if text would be lost.
 */
export const ContentBlockForm = ({
  idPrefix,
  sectionName,
  form,
}: {
  /** As the form's idPrefix: the inputs are `${idPrefix}-title…` and `${idPrefix}-content…`. */
  idPrefix: string;
  sectionName: string;
  form: AdminForm<ContentBlockFields>;
}) => {
  const { t } = useTranslation('admin');
  const { values, setText } = form;
  const legal = isLegalName(sectionName);
  const translated = isTranslatedBlock({ section_name: sectionName.trim() });

  const applyTemplate = () => {
    if (!legal) return;
    if (values.texts.content.de.trim() && !confirmAction(t('content.template.confirmReplace'))) return;
    const template = LEGAL_TEMPLATES[sectionName.trim() as LegalSectionName];
    const german = (text: TranslatedText, de: string) => ({ ...text, de });
    form.update((current) => ({
      ...current,
      texts: {
        title: german(current.texts.title, template.title),
        content: german(current.texts.content, template.content),
      },
    }));
  };

  return (
    <Stack gap={4}>
      {legal && (
        <Alert.Root status="info" variant="subtle" alignItems={{ base: 'stretch', sm: 'center' }}>
          <Alert.Indicator />
          <Stack gap={2} flex="1" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }}>
            <Alert.Content flex="1">
              <Alert.Title>{t('content.template.title')}</Alert.Title>
              <Alert.Description>{t('content.template.description')}</Alert.Description>
            </Alert.Content>
            <Button size="sm" variant="outline" colorPalette="brand" onClick={applyTemplate} flexShrink={0}>
              {t('content.template.use')}
            </Button>
          </Stack>
        </Alert.Root>
      )}
      {translated ? (
        <>
          <HStack justify="flex-end">{form.translationStatus()}</HStack>
          {form.textField('title', t('content.fields.title'))}
          {form.textField('content', t('content.fields.content'), { rows: 6 })}
          {legal && (
            <Text fontSize="sm" color="fg.muted">
              {t('content.fields.legalHelp')} {t('content.fields.footerHelp')}
            </Text>
          )}
        </>
      ) : (
        <>
          <Field.Root invalid={Boolean(form.message('title'))}>
            <Field.Label htmlFor={`${idPrefix}-title`}>{t('content.fields.title')}</Field.Label>
            <Input
              id={`${idPrefix}-title`}
              value={values.texts.title.de}
              maxLength={CONTENT_BLOCK_TEXTS.title}
              onChange={(e) => setText('title', 'de', e.target.value)}
            />
            <Field.ErrorText>{form.message('title')}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(form.message('content'))}>
            <Field.Label htmlFor={`${idPrefix}-content`}>{t('content.fields.content')}</Field.Label>
            <Textarea
              id={`${idPrefix}-content`}
              value={values.texts.content.de}
              maxLength={CONTENT_BLOCK_TEXTS.content}
              rows={10}
              autoresize
              maxH="60vh"
              onChange={(e) => setText('content', 'de', e.target.value)}
            />
            <Field.ErrorText>{form.message('content')}</Field.ErrorText>
            {legal && (
              <Field.HelperText>
                {t('content.fields.legalHelp')} {t('content.fields.germanOnly')}
              </Field.HelperText>
            )}
          </Field.Root>
        </>
      )}
      <HStack>
        <LabeledSwitch
          label={t('content.fields.active')}
          checked={values.is_active}
          onChange={(checked) => form.set('is_active', checked)}
        />
      </HStack>
    </Stack>
  );
};
