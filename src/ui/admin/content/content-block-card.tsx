import { Badge, Button, Card, Code, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteContentBlock } from '../../../application/content/delete-content-block';
import { SaveContentBlock } from '../../../application/content/save-content-block';
import { isLegalBlock, isTranslatedBlock, type ContentBlock } from '../../../domain/content/content-block';
import { currentLanguage } from '../../i18n/i18n';
import { useUseCase } from '../../app/container-context';
import { notify } from '../../app/toaster';
import { confirmAction } from '../shared/confirm';
import { TranslationStatus } from '../shared/translated-text-field';
import {
  CONTENT_BLOCK_FIELDS,
  contentBlockDraftOf,
  ContentBlockForm,
  contentBlockFieldsOf,
  type ContentBlockFields,
} from './content-block-form';

/** One block: read mode with Edit and Delete, or inline edit mode with Save and Cancel (spec section 4). */
export const ContentBlockCard = ({ block }: { block: ContentBlock }) => {
  const { t, i18n } = useTranslation('admin');
  const queryClient = useQueryClient();
  const save = useUseCase(SaveContentBlock);
  const remove = useUseCase(DeleteContentBlock);
  const [editing, setEditing] = useState<ContentBlockFields | null>(null);
  const idPrefix = `block-${block.id}`;
  const heading = block.title?.trim() || block.section_name;
  const updated = new Intl.DateTimeFormat(currentLanguage(i18n), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }).format(new Date(block.updated_at));

  const update = useMutation({
    mutationFn: (fields: ContentBlockFields) =>
      save.execute(contentBlockDraftOf(block.section_name, fields, block.image_url), block.id),
    onSuccess: async (result) => {
      if (!result.ok) {
        console.error('Content block update failed', result.error);
        notify('error', t('common.error'), t('content.messages.updateError'));
        return;
      }
      notify('success', t('content.messages.updated'));
      setEditing(null);
      await queryClient.invalidateQueries({ queryKey: ['content-blocks'] });
    },
    onError: (error) => {
      console.error('Content block update failed', error);
      notify('error', t('common.error'), t('content.messages.updateError'));
    },
  });

  const destroy = useMutation({
    mutationFn: () => remove.execute(block.id),
    onSuccess: async (result) => {
      if (!result.ok) {
        console.error('Content block delete failed', result.error);
        notify('error', t('common.error'), t('content.messages.deleteError'));
        return;
      }
      notify('success', t('content.messages.deleted'));
      await queryClient.invalidateQueries({ queryKey: ['content-blocks'] });
    },
    onError: (error) => {
      console.error('Content block delete failed', error);
      notify('error', t('common.error'), t('content.messages.deleteError'));
    },
  });

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
      <Card.Body>
        {editing ? (
          <ContentBlockForm
            idPrefix={idPrefix}
            sectionName={block.section_name}
            fields={editing}
            onChange={setEditing}
          />
        ) : block.content?.trim() ? (
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
        {editing ? (
          <HStack gap={3}>
            <Button variant="ghost" onClick={() => setEditing(null)} disabled={update.isPending}>
              {t('content.actions.cancel')}
            </Button>
            <Button colorPalette="brand" loading={update.isPending} onClick={() => update.mutate(editing)}>
              {t('content.actions.save')}
            </Button>
          </HStack>
        ) : (
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
              onClick={() => setEditing(contentBlockFieldsOf(block))}
              aria-label={t('content.actions.editNamed', { name: block.section_name })}
            >
              {t('content.actions.edit')}
            </Button>
          </HStack>
        )}
      </Card.Footer>
    </Card.Root>
  );
};
