import { Alert, Button, Field, HStack, Input, Stack, Switch, Text, Textarea } from '@chakra-ui/react';
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
import {
  asTranslatable,
  TranslatedTextField,
  translatedTextsOf,
  translationsOf,
  TranslationStatus,
  type TranslatedText,
  type TranslatedTexts,
} from '../shared/translated-text-field';

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
  fields,
  onChange,
}: {
  idPrefix: string;
  sectionName: string;
  fields: ContentBlockFields;
  onChange: (fields: ContentBlockFields) => void;
}) => {
  const { t } = useTranslation('admin');
  const legal = isLegalName(sectionName);
  const translated = isTranslatedBlock({ section_name: sectionName.trim() });

  const applyTemplate = () => {
    if (!legal) return;
    if (fields.texts.content.de.trim() && !confirmAction(t('content.template.confirmReplace'))) return;
    const template = LEGAL_TEMPLATES[sectionName.trim() as LegalSectionName];
    const german = (text: TranslatedText, de: string) => ({ ...text, de });
    onChange({
      ...fields,
      texts: {
        title: german(fields.texts.title, template.title),
        content: german(fields.texts.content, template.content),
      },
    });
  };
  const setText = (field: ContentBlockText, text: TranslatedText) =>
    onChange({ ...fields, texts: { ...fields.texts, [field]: text } });

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
          <HStack justify="flex-end">
            <TranslationStatus row={asTranslatable(fields.texts)} fields={CONTENT_BLOCK_FIELDS} />
          </HStack>
          <TranslatedTextField
            id={`${idPrefix}-title`}
            label={t('content.fields.title')}
            value={fields.texts.title}
            maxLength={CONTENT_BLOCK_TEXTS.title}
            onChange={(language, text) => setText('title', { ...fields.texts.title, [language]: text })}
          />
          <TranslatedTextField
            id={`${idPrefix}-content`}
            label={t('content.fields.content')}
            value={fields.texts.content}
            maxLength={CONTENT_BLOCK_TEXTS.content}
            rows={6}
            onChange={(language, text) => setText('content', { ...fields.texts.content, [language]: text })}
          />
          {legal && (
            <Text fontSize="sm" color="fg.muted">
              {t('content.fields.legalHelp')} {t('content.fields.footerHelp')}
            </Text>
          )}
        </>
      ) : (
        <>
          <Field.Root>
            <Field.Label htmlFor={`${idPrefix}-title`}>{t('content.fields.title')}</Field.Label>
            <Input
              id={`${idPrefix}-title`}
              value={fields.texts.title.de}
              maxLength={CONTENT_BLOCK_TEXTS.title}
              onChange={(e) => setText('title', { ...fields.texts.title, de: e.target.value })}
            />
          </Field.Root>
          <Field.Root>
            <Field.Label htmlFor={`${idPrefix}-content`}>{t('content.fields.content')}</Field.Label>
            <Textarea
              id={`${idPrefix}-content`}
              value={fields.texts.content.de}
              maxLength={CONTENT_BLOCK_TEXTS.content}
              rows={10}
              autoresize
              maxH="60vh"
              onChange={(e) => setText('content', { ...fields.texts.content, de: e.target.value })}
            />
            {legal && (
              <Field.HelperText>
                {t('content.fields.legalHelp')} {t('content.fields.germanOnly')}
              </Field.HelperText>
            )}
          </Field.Root>
        </>
      )}
      <HStack>
        <Switch.Root
          checked={fields.is_active}
          onCheckedChange={(e) => onChange({ ...fields, is_active: e.checked })}
          colorPalette="brand"
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{t('content.fields.active')}</Switch.Label>
        </Switch.Root>
      </HStack>
    </Stack>
  );
};
