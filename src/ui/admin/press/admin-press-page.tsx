import {
  Badge,
  Box,
  Button,
  Card,
  HStack,
  Image,
  Link,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeletePressArticle } from '../../../application/press/delete-press-article';
import { PRESS_TEXT_FIELDS, type PressArticle } from '../../../domain/press/press-article';
import { useContainer, useUseCase } from '../../app/container-context';
import { useInvalidateAreas } from '../../app/query-keys';
import { notify } from '../../app/toaster';
import { currentLanguage } from '../../i18n/i18n';
import { AdminPageHeading } from '../admin-page-heading';
import { AdminEmptyState } from '../shared/admin-empty-state';
import { confirmAction } from '../shared/confirm';
import { TranslationStatus } from '../shared/translated-text-field';
import { useErrorToast } from '../shared/use-error-toast';
import { PressArticleDialog } from './press-article-dialog';
import { adminPressQuery } from './press-queries';

/** While loading, the grid shows six skeleton cards. */
const SKELETON_CARDS = 6;

/** A yyyy-MM-dd publication date in the admin's 'MMM dd, yyyy' form; read as a calendar date, no zone. */
const formatDate = (date: string, language: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'short',
    day: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)));
};

type DialogState = { readonly article: PressArticle | null } | null;

/** Admin press management: card grid, add/edit dialog, delete after a confirmation. */
export const AdminPressPage = () => {
  const { t } = useTranslation('admin');
  const container = useContainer();
  const articles = useQuery(adminPressQuery(container));
  const [dialog, setDialog] = useState<DialogState>(null);

  useErrorToast(articles.error, t('common.error'), t('press.messages.loadError'));

  const add = (
    <Button colorPalette="brand" onClick={() => setDialog({ article: null })}>
      {t('press.add')}
    </Button>
  );

  return (
    <>
      <AdminPageHeading title={t('press.title')} description={t('press.description')} actions={add} />
      {articles.isPending ? (
        <SimpleGrid
          columns={{ base: 1, md: 2, xl: 3 }}
          gap={5}
          aria-busy="true"
          aria-label={t('press.loading')}
        >
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <Card.Root key={i} data-testid="press-skeleton" overflow="hidden">
              <Skeleton height="28" rounded="none" />
              <Card.Body gap={3}>
                <Skeleton height="4" width="40%" />
                <Skeleton height="5" />
                <Skeleton height="4" width="70%" />
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      ) : (articles.data ?? []).length === 0 ? (
        <AdminEmptyState
          title={t('press.empty.title')}
          description={t('press.empty.description')}
          action={articles.data ? add : undefined}
        />
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap={5}>
          {(articles.data ?? []).map((article) => (
            <PressCard key={article.id} article={article} onEdit={() => setDialog({ article })} />
          ))}
        </SimpleGrid>
      )}
      {dialog && (
        <PressArticleDialog
          key={dialog.article?.id ?? 'new'}
          article={dialog.article}
          open
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
};

const PressCard = ({ article, onEdit }: { article: PressArticle; onEdit: () => void }) => {
  const { t, i18n } = useTranslation('admin');
  const invalidate = useInvalidateAreas();
  const remove = useUseCase(DeletePressArticle);
  const headingId = `press-${article.id}`;

  const destroy = useMutation({
    mutationFn: () => remove.execute(article.id),
    onSuccess: async (result) => {
      if (!result.ok) return deleteFailed(result.error);
      notify('success', t('press.messages.deleted'));
      await invalidate('press');
    },
    onError: (error) => deleteFailed(error),
  });
  const deleteFailed = (error: unknown) => {
    console.error('Press article delete failed', error);
    notify('error', t('common.error'), t('press.messages.deleteError'));
  };

  const confirmDelete = () => {
    if (confirmAction(t('press.confirmDelete', { title: article.title }))) destroy.mutate();
  };

  return (
    <Card.Root as="article" aria-labelledby={headingId} overflow="hidden">
      <Box h="28" bg="bg.muted" display="flex" alignItems="center" justifyContent="center" p={4}>
        {article.image_url ? (
          <Image
            src={article.image_url}
            alt={article.publication_name}
            maxH="full"
            maxW="full"
            objectFit="contain"
          />
        ) : (
          <Text
            fontFamily="heading"
            fontSize="2xl"
            fontWeight="bold"
            color="fg.muted"
            textAlign="center"
            lineClamp={2}
          >
            {article.publication_name}
          </Text>
        )}
      </Box>
      <Card.Body gap={2}>
        <HStack justify="space-between" align="start" gap={2}>
          <Text fontSize="sm" fontWeight="semibold" color="brand.fg">
            {article.publication_name}
          </Text>
          {article.is_featured && (
            <Badge colorPalette="yellow" variant="solid" flexShrink={0}>
              {t('press.featured')}
            </Badge>
          )}
        </HStack>
        <Card.Title id={headingId} as="h2" fontSize="md" lineClamp={3}>
          {article.title}
        </Card.Title>
        <TranslationStatus row={article} fields={PRESS_TEXT_FIELDS} />
        <Text fontSize="sm" color="fg.muted">
          {formatDate(article.publication_date, currentLanguage(i18n))}
          {' · '}
          {t('press.orderLabel', { order: article.display_order })}
        </Text>
        {article.excerpt && (
          <Text fontSize="sm" lineClamp={3}>
            {article.excerpt}
          </Text>
        )}
        <Link
          href={article.article_url}
          target="_blank"
          rel="noopener noreferrer"
          fontSize="sm"
          color="brand.fg"
        >
          {t('press.openArticle')}
        </Link>
      </Card.Body>
      <Card.Footer justifyContent="flex-end" gap={3}>
        <Stack direction="row" gap={3}>
          <Button
            variant="ghost"
            colorPalette="red"
            size="sm"
            onClick={confirmDelete}
            loading={destroy.isPending}
            aria-label={t('press.deleteNamed', { title: article.title })}
          >
            {t('press.delete')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={onEdit}
            aria-label={t('press.editNamed', { title: article.title })}
          >
            {t('press.edit')}
          </Button>
        </Stack>
      </Card.Footer>
    </Card.Root>
  );
};
