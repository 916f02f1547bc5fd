import {
  Badge,
  Button,
  Card,
  Code,
  Flex,
  HStack,
  IconButton,
  List,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteAboutSection } from '../../../application/about/delete-about-section';
import { MoveAboutSection } from '../../../application/about/move-about-section';
import type { AboutSection } from '../../../domain/about/about-section';
import { imagesFor, type AboutContent } from '../../../domain/about/layout';
import { canMoveDown, canMoveUp, type Direction } from '../../../domain/about/ordering';
import { useContainer, useUseCase } from '../../app/container-context';
import { useInvalidateAreas } from '../../app/query-keys';
import { notify } from '../../app/toaster';
import { AdminIcon } from '../admin-icons';
import { AdminPageHeading } from '../admin-page-heading';
import { AdminEmptyState } from '../shared/admin-empty-state';
import { confirmAction } from '../shared/confirm';
import { useErrorToast } from '../shared/use-error-toast';
import { AboutImagesDialog } from './about-images-dialog';
import { adminAboutQuery } from './about-queries';
import { TranslationStatus } from '../shared/translated-text-field';
import { ABOUT_SECTION_FIELDS, AboutSectionDialog } from './about-section-dialog';

type Dialog =
  | { readonly kind: 'section'; readonly section: AboutSection | null }
  | { readonly kind: 'images'; readonly sectionId: string }
  | null;

/** Admin about-us management: Sections and Preview tabs, dialogs, move up and down. */
export const AdminAboutPage = () => {
  const { t } = useTranslation('admin');
  const container = useContainer();
  const about = useQuery(adminAboutQuery(container));
  const [dialog, setDialog] = useState<Dialog>(null);

  useErrorToast(about.error, t('common.error'), t('about.messages.loadError'));

  const sections = about.data?.sections ?? [];
  const imagesSection =
    dialog?.kind === 'images' ? sections.find((s) => s.id === dialog.sectionId) : undefined;
  const add = (
    <Button colorPalette="brand" onClick={() => setDialog({ kind: 'section', section: null })}>
      {t('about.add')}
    </Button>
  );

  return (
    <>
      <AdminPageHeading title={t('about.title')} description={t('about.description')} actions={add} />
      <Tabs.Root defaultValue="sections" variant="enclosed" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="sections">
            {t('about.tabs.sections')}
            <Badge variant="subtle" colorPalette="gray" ms={1}>
              {sections.length}
            </Badge>
          </Tabs.Trigger>
          <Tabs.Trigger value="preview">{t('about.tabs.preview')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="sections">
          {about.isPending ? (
            <Stack gap={4} aria-busy="true" aria-label={t('about.loading')}>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} height="32" rounded="md" />
              ))}
            </Stack>
          ) : sections.length === 0 ? (
            <AdminEmptyState
              title={t('about.empty.title')}
              description={t('about.empty.description')}
              action={about.data ? add : undefined}
            />
          ) : (
            <Stack as="ol" gap={4} listStyleType="none">
              {sections.map((section, index) => (
                <SectionCard
                  key={section.id}
                  section={section}
                  position={index + 1}
                  content={about.data ?? { sections: [], images: [] }}
                  onEdit={() => setDialog({ kind: 'section', section })}
                  onImages={() => setDialog({ kind: 'images', sectionId: section.id })}
                />
              ))}
            </Stack>
          )}
        </Tabs.Content>
        <Tabs.Content value="preview">
          <Preview sections={sections} />
        </Tabs.Content>
      </Tabs.Root>
      {dialog?.kind === 'section' && (
        <AboutSectionDialog
          key={dialog.section?.id ?? 'new'}
          section={dialog.section}
          onClose={() => setDialog(null)}
        />
      )}
      {imagesSection && about.data && (
        <AboutImagesDialog
          section={imagesSection}
          images={imagesFor(imagesSection.id, about.data.images)}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
};

const SectionCard = ({
  section,
  position,
  content,
  onEdit,
  onImages,
}: {
  section: AboutSection;
  position: number;
  content: AboutContent;
  onEdit: () => void;
  onImages: () => void;
}) => {
  const { t, i18n } = useTranslation('admin');
  const invalidate = useInvalidateAreas();
  const move = useUseCase(MoveAboutSection);
  const remove = useUseCase(DeleteAboutSection);
  const imageCount = imagesFor(section.id, content.images).length;
  const headingId = `about-section-${section.id}`;
  const text = (key: string) => (i18n.exists(key) ? t(key) : key);

  const reorder = useMutation({
    mutationFn: (direction: Direction) => move.execute(section.id, direction),
    onSuccess: async (result) => {
      if (!result.ok) {
        console.error('About section move failed', result.error);
        notify(
          'error',
          t('common.error'),
          t('about.messages.updateError', { message: text(result.error.message) }),
        );
      }
      await invalidate('about');
    },
    onError: (error) => {
      console.error('About section move failed', error);
      notify('error', t('common.error'), t('about.messages.updateError', { message: String(error) }));
    },
  });

  const destroy = useMutation({
    mutationFn: () => remove.execute(section.id),
    onSuccess: async (result) => {
      if (!result.ok) {
        console.error('About section delete failed', result.error);
        notify(
          'error',
          t('common.error'),
          t('about.messages.deleteError', { message: text(result.error.message) }),
        );
        return;
      }
      notify('success', t('about.messages.deleted'));
      await invalidate('about');
    },
    onError: (error) => {
      console.error('About section delete failed', error);
      notify('error', t('common.error'), t('about.messages.deleteError', { message: String(error) }));
    },
  });

  const confirmDelete = () => {
    const message =
      imageCount > 0
        ? t('about.confirmDeleteWithImages', { title: section.title, count: imageCount })
        : t('about.confirmDelete', { title: section.title });
    if (confirmAction(message)) destroy.mutate();
  };

  const busy = reorder.isPending || destroy.isPending;

  return (
    <Card.Root as="li" aria-labelledby={headingId} size="sm" data-testid="about-section">
      <Card.Body>
        <Flex gap={4} direction={{ base: 'column', sm: 'row' }}>
          <Stack direction={{ base: 'row', sm: 'column' }} align="center" gap={1} flexShrink={0}>
            <IconButton
              size="sm"
              variant="outline"
              aria-label={t('about.moveUp', { title: section.title })}
              disabled={!canMoveUp(content.sections, section.id) || busy}
              onClick={() => reorder.mutate('up')}
            >
              <AdminIcon name="up" boxSize={4} />
            </IconButton>
            <Text
              fontWeight="bold"
              fontSize="lg"
              minW="8"
              textAlign="center"
              aria-label={t('about.position', { position })}
            >
              {position}
            </Text>
            <IconButton
              size="sm"
              variant="outline"
              aria-label={t('about.moveDown', { title: section.title })}
              disabled={!canMoveDown(content.sections, section.id) || busy}
              onClick={() => reorder.mutate('down')}
            >
              <AdminIcon name="down" boxSize={4} />
            </IconButton>
          </Stack>
          <Stack flex="1" minW={0} gap={2}>
            <Wrap gap={2} align="center">
              <Badge colorPalette={section.is_published ? 'green' : 'gray'}>
                {section.is_published ? t('about.badges.published') : t('about.badges.draft')}
              </Badge>
              <Badge colorPalette="blue" variant="subtle">
                {t(`about.types.${section.section_type}`)}
              </Badge>
              <Code fontSize="xs">{section.section_key}</Code>
              <Text fontSize="sm" color="fg.muted">
                {t('about.imageCount', { count: imageCount })}
              </Text>
              <TranslationStatus row={section} fields={ABOUT_SECTION_FIELDS} />
            </Wrap>
            <Card.Title id={headingId} as="h2" fontSize="lg">
              {section.title}
            </Card.Title>
            {section.subtitle && <Text color="fg.muted">{section.subtitle}</Text>}
            {section.content && (
              <Text fontSize="sm" lineClamp={2} whiteSpace="pre-line">
                {section.content}
              </Text>
            )}
            <HStack gap={2} wrap="wrap" justify="flex-end" pt={1}>
              <Button
                size="sm"
                variant="ghost"
                colorPalette="red"
                onClick={confirmDelete}
                loading={destroy.isPending}
                disabled={busy}
                aria-label={t('about.deleteNamed', { title: section.title })}
              >
                {t('about.delete')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={onImages}
                aria-label={t('about.imagesNamed', { title: section.title })}
              >
                {t('about.manageImages')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={onEdit}
                aria-label={t('about.editNamed', { title: section.title })}
              >
                {t('about.edit')}
              </Button>
            </HStack>
          </Stack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
};

/** The Preview tab: what the public page will show, and the page itself in a new tab. */
const Preview = ({ sections }: { sections: readonly AboutSection[] }) => {
  const { t } = useTranslation('admin');
  const published = sections.filter((s) => s.is_published);
  const drafts = sections.length - published.length;
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">{t('about.preview.title')}</Card.Title>
        <Card.Description>{t('about.preview.description')}</Card.Description>
      </Card.Header>
      <Card.Body gap={4}>
        {published.length === 0 ? (
          <Text color="fg.muted">{t('about.preview.nothingPublished')}</Text>
        ) : (
          <List.Root as="ol" ps={5} gap={1}>
            {published.map((section) => (
              <List.Item key={section.id}>
                {section.title}{' '}
                <Text as="span" color="fg.muted" fontSize="sm">
                  ({t(`about.types.${section.section_type}`)})
                </Text>
              </List.Item>
            ))}
          </List.Root>
        )}
        {drafts > 0 && (
          <Text fontSize="sm" color="fg.muted">
            {t('about.preview.drafts', { count: drafts })}
          </Text>
        )}
        <HStack>
          <Button asChild colorPalette="brand" maxW="full" h="auto" minH="10" py={2} whiteSpace="normal">
            <a href="/about" target="_blank" rel="noopener noreferrer">
              {t('about.preview.open')}
            </a>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
};
