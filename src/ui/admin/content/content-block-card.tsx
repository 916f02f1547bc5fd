import { Badge, Button, Card, Code, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteContentBlock } from '../../../application/content/delete-content-block';
import { SaveContentBlock } from '../../../application/content/save-content-block';
import {
  CONTENT_BLOCK_TEXTS,
  isLegalBlock,
  isTranslatedBlock,
  type ContentBlock,
} from '../../../domain/content/content-block';
import { currentLanguage } from '../../i18n/i18n';
import { useUseCase } from '../../app/container-context';
import { useInvalidateAreas } from '../../app/query-keys';
import { notify } from '../../app/toaster';
import { confirmAction } from '../shared/confirm';
import { TranslationStatus } from '../shared/translated-text-field';
import { useAdminForm } from '../shared/use-admin-form';
import {
  CONTENT_BLOCK_FIELDS,
  contentBlockDraftOf,
  ContentBlockForm,
  contentBlockFieldsOf,
} from './content-block-form';

/** One block: read mode with Edit and Delete, or inline edit mode with Save and Cancel. */
export const ContentBlockCard = ({ block }: { block: ContentBlock }) => {
  const { t, i18n } = useTranslation('admin');
  const invalidate = useInvalidateAreas();
  const remove = useUseCase(DeleteContentBlock);
  const [editing, setEditing] = useState(false);
  const idPrefix = `block-${block.id}`;
  const heading = block.title?.trim() || block.section_name;
  const updated = new Intl.DateTimeFormat(currentLanguage(i18n), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }).format(new Date(block.updated_at));

  const destroy = useMutation({
    mutationFn: () => remove.execute(block.id),
    onSuccess: async (result) => {
      if (!result.ok) return deleteFailed(result.error);
      notify('success', t('content.messages.deleted'));
      await invalidate('content');
    },
    onError: (error) => deleteFailed(error),
  });
  const deleteFailed = (error: unknown) => {
    console.error('Content block delete failed', error);
    notify('error', t('common.error'), t('content.messages.deleteError'));
  };

  const confirmDelete = () => {
    if (confirmAction(t('content.confirmDelete', { name: block.section_name }))) destroy.mutate();
  };

  return (
    <Card.Root as="article" aria-labelledby={`${idPrefix}-heading`} size="sm">
      <Card.Header>
        <Stack gap={2}>
          <Wrap gap={2} align="center">
            <Code fontSize="sm">{block.section_name}</Code>
            {isLegalBlock(block) && (
              <Badge colorPalette="green" variant="subtle">
                {t('content.badges.legal')}
              </Badge>
            )}
            <Badge colorPalette={block.is_active ? 'green' : 'gray'} variant="subtle">
              {block.is_active ? t('content.badges.active') : t('content.badges.inactive')}
            </Badge>
            {isTranslatedBlock(block) && <TranslationStatus row={block} fields={CONTENT_BLOCK_FIELDS} />}
          </Wrap>
          <Card.Title id={`${idPrefix}-heading`} as="h2" fontSize="lg">
            {heading}
          </Card.Title>
          <Text fontSize="xs" color="fg.muted">
            {t('content.updatedAt', { date: updated })}
          </Text>
        </Stack>
      </Card.Header>
      {editing ? (
        <BlockEditor block={block} idPrefix={idPrefix} onDone={() => setEditing(false)} />
      ) : (
        <>
          <Card.Body>
            {block.content?.trim() ? (
              <Text whiteSpace="pre-wrap" lineClamp={8} color="fg" fontSize="sm">
                {block.content}
              </Text>
            ) : (
              <Text color="fg.muted" fontStyle="italic" fontSize="sm">
                {t('content.noContent')}
              </Text>
            )}
          </Card.Body>
          <Card.Footer justifyContent="flex-end">
            <HStack gap={3}>
              <Button
                variant="ghost"
                colorPalette="red"
                onClick={confirmDelete}
                loading={destroy.isPending}
                aria-label={t('content.actions.deleteNamed', { name: block.section_name })}
              >
                {t('content.actions.delete')}
              </Button>
              <Button
                variant="outline"
                onClick={() => setEditing(true)}
                aria-label={t('content.actions.editNamed', { name: block.section_name })}
              >
                {t('content.actions.edit')}
              </Button>
            </HStack>
          </Card.Footer>
        </>
      )}
    </Card.Root>
  );
};

/** The card's inline edit: the block's fields as they are now, saved with Save, left with Cancel. */
const BlockEditor = ({
  block,
  idPrefix,
  onDone,
}: {
  block: ContentBlock;
  idPrefix: string;
  onDone: () => void;
}) => {
  const { t } = useTranslation('admin');
  const invalidate = useInvalidateAreas();
  const save = useUseCase(SaveContentBlock);
  const form = useAdminForm({
    initial: () => contentBlockFieldsOf(block),
    idPrefix,
    textLimits: CONTENT_BLOCK_TEXTS,
    log: 'Content block update failed',
    save: (fields) =>
      save.execute(contentBlockDraftOf(block.section_name, fields, block.image_url), block.id),
    refused: () => ({ toast: t('content.messages.updateError') }),
    saved: async () => {
      notify('success', t('content.messages.updated'));
      onDone();
      await invalidate('content');
    },
  });

  return (
    <>
      <Card.Body>
        <ContentBlockForm idPrefix={idPrefix} sectionName={block.section_name} form={form} />
      </Card.Body>
      <Card.Footer justifyContent="flex-end">
        <HStack gap={3}>
          <Button variant="ghost" onClick={onDone} disabled={form.saving}>
            {t('content.actions.cancel')}
          </Button>
          <Button colorPalette="brand" loading={form.saving} onClick={form.submit}>
            {t('content.actions.save')}
          </Button>
        </HStack>
      </Card.Footer>
    </>
  );
};
