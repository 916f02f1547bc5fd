import { Alert, Button, Field, HStack, Input, Stack, Switch, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LEGAL_SECTION_NAMES, type LegalSectionName } from '../../../domain/content/content-block';
import { LEGAL_TEMPLATES } from '../../../domain/content/templates';
import { confirmAction } from '../shared/confirm';

/** What the create card and an inline edit both change. */
export interface ContentBlockFields {
  readonly title: string;
  readonly content: string;
  readonly is_active: boolean;
}

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

  const applyTemplate = () => {
    if (!legal) return;
    if (fields.content.trim() && !confirmAction(t('content.template.confirmReplace'))) return;
    const template = LEGAL_TEMPLATES[sectionName.trim() as LegalSectionName];
    onChange({ ...fields, title: template.title, content: template.content });
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
      <Field.Root>
        <Field.Label htmlFor={`${idPrefix}-title`}>{t('content.fields.title')}</Field.Label>
        <Input
          id={`${idPrefix}-title`}
          value={fields.title}
          maxLength={200}
          onChange={(e) => onChange({ ...fields, title: e.target.value })}
        />
      </Field.Root>
      <Field.Root>
        <Field.Label htmlFor={`${idPrefix}-content`}>{t('content.fields.content')}</Field.Label>
        <Textarea
          id={`${idPrefix}-content`}
          value={fields.content}
          maxLength={20_000}
          rows={10}
          autoresize
          maxH="60vh"
          onChange={(e) => onChange({ ...fields, content: e.target.value })}
        />
        {legal && <Field.HelperText>{t('content.fields.legalHelp')}</Field.HelperText>}
      </Field.Root>
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
