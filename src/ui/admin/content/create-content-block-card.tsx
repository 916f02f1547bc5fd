import { Button, Card, Field, HStack, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveContentBlock } from '../../../application/content/save-content-block';
import {
  CONTENT_BLOCK_TEXTS,
  SUGGESTED_SECTION_NAMES,
  type ContentBlock,
} from '../../../domain/content/content-block';
import { useUseCase } from '../../app/container-context';
import { useInvalidateAreas } from '../../app/query-keys';
import { notify } from '../../app/toaster';
import { useAdminForm } from '../shared/use-admin-form';
import {
  contentBlockDraftOf,
  ContentBlockForm,
  contentBlockFieldsOf,
  type ContentBlockFields,
} from './content-block-form';

const EMPTY: ContentBlockFields = contentBlockFieldsOf(null);

/** The create-new card: a section name from the suggestions or typed, then the block's fields. */
export const CreateContentBlockCard = ({
  existing,
  onDone,
}: {
  existing: readonly ContentBlock[];
  onDone: () => void;
}) => {
  const { t } = useTranslation('admin');
  const invalidate = useInvalidateAreas();
  const save = useUseCase(SaveContentBlock);
  const [sectionName, setSectionName] = useState('');

  const taken = new Set(existing.map((b) => b.section_name));
  const free = SUGGESTED_SECTION_NAMES.filter((name) => !taken.has(name));
  const duplicateMessage = (name: string) => t('content.messages.duplicateSection', { name });

  const form = useAdminForm({
    initial: EMPTY,
    idPrefix: 'new-block',
    textLimits: CONTENT_BLOCK_TEXTS,
    log: 'Content block create failed',
    // A name that exists is refused before anything is sent.
    check: () => {
      const name = sectionName.trim();
      return taken.has(name) ? { issues: { section_name: duplicateMessage(name) } } : null;
    },
    save: (fields) => save.execute(contentBlockDraftOf(sectionName.trim(), fields, null)),
    refused: (error) => {
      const duplicate = duplicateMessage(sectionName.trim());
      if (error.kind === 'Conflict') return { issues: { section_name: duplicate }, toast: duplicate };
      return error.issues?.section_name ? {} : { toast: t('content.messages.createError') };
    },
    saved: async () => {
      notify('success', t('content.messages.created'));
      await invalidate('content');
      onDone();
    },
  });
  const nameError = form.message('section_name');

  const chooseName = (name: string) => {
    setSectionName(name);
    if (taken.has(name)) form.refuse({ issues: { section_name: duplicateMessage(name) }, keepOthers: true });
    else form.clear('section_name');
  };

  return (
    <Card.Root as="section" aria-labelledby="create-block-title" mb={6} borderColor="brand.muted">
      <Card.Header>
        <Card.Title id="create-block-title" as="h2">
          {t('content.create.title')}
        </Card.Title>
        <Card.Description>{t('content.create.description')}</Card.Description>
      </Card.Header>
      <Card.Body>
        <form onSubmit={form.onSubmit} noValidate>
          <Stack gap={4}>
            <Field.Root required invalid={Boolean(nameError)}>
              <Field.Label htmlFor="new-block-section">
                {t('content.fields.sectionName')} <Field.RequiredIndicator />
              </Field.Label>
              <Input
                id="new-block-section"
                list="content-section-suggestions"
                value={sectionName}
                autoComplete="off"
                spellCheck={false}
                placeholder="opening_hours"
                onChange={(e) => chooseName(e.target.value)}
              />
              <datalist id="content-section-suggestions">
                {free.map((name) => (
                  <option key={name} value={name} />
                ))}
              </datalist>
              {nameError ? (
                <Field.ErrorText>{nameError}</Field.ErrorText>
              ) : (
                <Field.HelperText>{t('content.fields.sectionNameHelp')}</Field.HelperText>
              )}
            </Field.Root>
            {free.length > 0 && (
              <Stack gap={2}>
                <Text fontSize="sm" color="fg.muted" id="suggested-names-label">
                  {t('content.create.suggested')}
                </Text>
                <Wrap gap={2} role="group" aria-labelledby="suggested-names-label">
                  {free.map((name) => (
                    <Button
                      key={name}
                      size="xs"
                      variant={sectionName === name ? 'solid' : 'outline'}
                      colorPalette="brand"
                      fontFamily="mono"
                      aria-pressed={sectionName === name}
                      onClick={() => chooseName(name)}
                    >
                      {name}
                    </Button>
                  ))}
                </Wrap>
              </Stack>
            )}
            <ContentBlockForm idPrefix="new-block" sectionName={sectionName} form={form} />
            <HStack justify="flex-end" gap={3}>
              <Button variant="ghost" onClick={onDone}>
                {t('content.actions.cancel')}
              </Button>
              <Button type="submit" colorPalette="brand" loading={form.saving}>
                {t('content.actions.create')}
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
};
