import { Button, Card, Field, HStack, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveContentBlock } from '../../../application/content/save-content-block';
import { SUGGESTED_SECTION_NAMES, type ContentBlock } from '../../../domain/content/content-block';
import { useUseCase } from '../../app/container-context';
import { notify } from '../../app/toaster';
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
  const { t, i18n } = useTranslation('admin');
  const queryClient = useQueryClient();
  const save = useUseCase(SaveContentBlock);
  const [sectionName, setSectionName] = useState('');
  const [fields, setFields] = useState<ContentBlockFields>(EMPTY);
  const [nameError, setNameError] = useState<string | null>(null);

  const taken = new Set(existing.map((b) => b.section_name));
  const free = SUGGESTED_SECTION_NAMES.filter((name) => !taken.has(name));
  const duplicateMessage = (name: string) => t('content.messages.duplicateSection', { name });

  const create = useMutation({
    mutationFn: () => save.execute(contentBlockDraftOf(sectionName.trim(), fields, null)),
    onSuccess: async (result) => {
      if (result.ok) {
        notify('success', t('content.messages.created'));
        await queryClient.invalidateQueries({ queryKey: ['content-blocks'] });
        onDone();
        return;
      }
      const { error } = result;
      if (error.kind === 'Conflict') {
        setNameError(duplicateMessage(sectionName.trim()));
        notify('error', t('common.error'), duplicateMessage(sectionName.trim()));
        return;
      }
      const fieldKey = error.issues?.section_name;
      if (fieldKey) {
        setNameError(i18n.exists(fieldKey) ? t(fieldKey) : fieldKey);
        return;
      }
      console.error('Content block create failed', error);
      notify('error', t('common.error'), t('content.messages.createError'));
    },
    onError: (error) => {
      console.error('Content block create failed', error);
      notify('error', t('common.error'), t('content.messages.createError'));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = sectionName.trim();
    if (taken.has(name)) {
      setNameError(duplicateMessage(name));
      return;
    }
    setNameError(null);
    create.mutate();
  };

  const chooseName = (name: string) => {
    setSectionName(name);
    setNameError(taken.has(name) ? duplicateMessage(name) : null);
  };

  return (
    <Card.Root as="section" aria-labelledby="create-block-title" mb={6} borderColor="brand.muted">
      <Card.Header>
        <Card.Title id="create-block-title">{t('content.create.title')}</Card.Title>
        <Card.Description>{t('content.create.description')}</Card.Description>
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} noValidate>
          <Stack gap={4}>
            <Field.Root required invalid={nameError !== null}>
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
            <ContentBlockForm
              idPrefix="new-block"
              sectionName={sectionName}
              fields={fields}
              onChange={setFields}
            />
            <HStack justify="flex-end" gap={3}>
              <Button variant="ghost" onClick={onDone}>
                {t('content.actions.cancel')}
              </Button>
              <Button type="submit" colorPalette="brand" loading={create.isPending}>
                {t('content.actions.create')}
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
};
