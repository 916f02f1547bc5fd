import {
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  Field,
  Flex,
  HStack,
  Image,
  Input,
  NativeSelect,
  SegmentGroup,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteGalleryImages } from '../../../application/gallery/delete-gallery-images';
import { GALLERY_CATEGORIES, type GalleryImage } from '../../../domain/gallery/gallery-image';
import { useContainer, useUseCase } from '../../app/container-context';
import { useInvalidateAreas } from '../../app/query-keys';
import { notify } from '../../app/toaster';
import { AdminPageHeading } from '../admin-page-heading';
import { AdminEmptyState } from '../shared/admin-empty-state';
import { confirmAction } from '../shared/confirm';
import { TranslationStatus } from '../shared/translated-text-field';
import { useErrorToast } from '../shared/use-error-toast';
import { GalleryEditDialog } from './gallery-edit-dialog';
import { GALLERY_FIELDS } from './gallery-fields';
import {
  ALL_GALLERY_CATEGORIES,
  filterGallery,
  NO_GALLERY_FILTER,
  type GalleryFilter,
} from './gallery-filter';
import { adminGalleryQuery, GALLERY_WRITES } from './gallery-queries';
import { GalleryUploadDialog } from './gallery-upload-dialog';

type View = 'grid' | 'list';

export const AdminGalleryPage = () => {
  const { t } = useTranslation('admin');
  const container = useContainer();
  const invalidate = useInvalidateAreas();
  const images = useQuery(adminGalleryQuery(container));
  const deleteGalleryImages = useUseCase(DeleteGalleryImages);
  const [filter, setFilter] = useState<GalleryFilter>(NO_GALLERY_FILTER);
  const [view, setView] = useState<View>('grid');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<GalleryImage | null>(null);
  useErrorToast(images.error, t('common.error'), t('gallery.messages.fetchFailed'));

  const all = images.data ?? [];
  const shown = filterGallery(all, filter);
  // A selection only counts what still exists, so a deleted or filtered-away picture is never deleted unseen.
  const selectedShown = shown.filter((g) => selected.has(g.id));
  const allShownSelected = shown.length > 0 && selectedShown.length === shown.length;

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const destroy = useMutation({
    mutationFn: (targets: readonly GalleryImage[]) => deleteGalleryImages.execute(targets.map((g) => g.id)),
    onSuccess: async (result, targets) => {
      if (!result.ok) return deleteFailed(result.error, targets);
      notify(
        'success',
        targets.length === 1
          ? t('gallery.messages.deleted')
          : t('gallery.messages.deletedMany', { count: targets.length }),
      );
      setSelected((current) => new Set([...current].filter((id) => !targets.some((g) => g.id === id))));
      await invalidate(...GALLERY_WRITES);
    },
    onError: (error, targets) => deleteFailed(error, targets),
  });
  const deleteFailed = (error: unknown, targets: readonly GalleryImage[]) => {
    console.error('Failed to delete images', error);
    notify(
      'error',
      t('common.error'),
      t(targets.length === 1 ? 'gallery.messages.deleteFailed' : 'gallery.messages.deleteManyFailed'),
    );
  };
  const busy = destroy.isPending;

  const remove = (targets: readonly GalleryImage[]) => {
    const single = targets.length === 1 ? targets[0] : undefined;
    const question = single
      ? t('gallery.messages.confirmDelete', { title: single.title })
      : t('gallery.messages.confirmDeleteSelected', { count: targets.length });
    if (targets.length === 0 || !confirmAction(question)) return;
    destroy.mutate(targets);
  };

  const uploadButton = (
    <Button colorPalette="brand" onClick={() => setUploading(true)}>
      {t('gallery.uploadButton')}
    </Button>
  );

  const selectBox = (image: GalleryImage) => (
    <Checkbox.Root
      checked={selected.has(image.id)}
      onCheckedChange={(e) => toggle(image.id, e.checked === true)}
      colorPalette="brand"
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control bg={selected.has(image.id) ? undefined : 'bg'} />
      <Checkbox.Label srOnly>{t('gallery.select', { title: image.title })}</Checkbox.Label>
    </Checkbox.Root>
  );

  const actions = (image: GalleryImage) => (
    <HStack gap={2}>
      <Button
        size="sm"
        variant="subtle"
        onClick={() => setEditing(image)}
        aria-label={t('gallery.editLabel', { title: image.title })}
      >
        {t('gallery.edit.button')}
      </Button>
      <Button
        size="sm"
        variant="subtle"
        colorPalette="red"
        disabled={busy}
        onClick={() => remove([image])}
        aria-label={t('gallery.deleteLabel', { title: image.title })}
      >
        {t('gallery.delete')}
      </Button>
    </HStack>
  );

  const badges = (image: GalleryImage) => (
    <HStack gap={1} wrap="wrap">
      <Badge variant="subtle">{t(`gallery.categories.${image.category}`)}</Badge>
      {image.is_featured && <Badge colorPalette="orange">{t('gallery.featured')}</Badge>}
      <TranslationStatus row={image} fields={GALLERY_FIELDS} />
    </HStack>
  );

  return (
    <>
      <AdminPageHeading
        title={t('gallery.title')}
        description={t('gallery.description')}
        actions={uploadButton}
      />
      <Stack gap={4}>
        <Card.Root size="sm">
          <Card.Body>
            <Flex gap={4} direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }}>
              <Field.Root flex="2">
                <Field.Label>{t('gallery.filter.search')}</Field.Label>
                <Input
                  type="search"
                  value={filter.text}
                  placeholder={t('gallery.filter.searchPlaceholder')}
                  onChange={(e) => setFilter({ ...filter, text: e.target.value })}
                />
              </Field.Root>
              <Field.Root flex="1">
                <Field.Label>{t('gallery.filter.category')}</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    value={filter.category}
                    onChange={(e) =>
                      setFilter({ ...filter, category: e.target.value as GalleryFilter['category'] })
                    }
                  >
                    <option value={ALL_GALLERY_CATEGORIES}>{t('gallery.filter.allCategories')}</option>
                    {GALLERY_CATEGORIES.map((c) => (
                      <option key={c} value={c}>
                        {t(`gallery.categories.${c}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <SegmentGroup.Root
                value={view}
                onValueChange={(e) => setView(e.value === 'list' ? 'list' : 'grid')}
                aria-label={t('gallery.view.label')}
                alignSelf={{ base: 'flex-start', md: 'flex-end' }}
              >
                <SegmentGroup.Indicator />
                <SegmentGroup.Items
                  items={[
                    { value: 'grid', label: t('gallery.view.grid') },
                    { value: 'list', label: t('gallery.view.list') },
                  ]}
                />
              </SegmentGroup.Root>
            </Flex>
          </Card.Body>
        </Card.Root>

        {images.isPending ? (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap={4}>
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} h="64" rounded="lg" />
            ))}
          </SimpleGrid>
        ) : all.length === 0 ? (
          <AdminEmptyState
            title={t('gallery.empty.title')}
            description={t('gallery.empty.description')}
            action={uploadButton}
          />
        ) : (
          <>
            <Flex justify="space-between" align="center" gap={3} wrap="wrap" minH="10">
              <HStack gap={3}>
                <Checkbox.Root
                  checked={allShownSelected ? true : selectedShown.length > 0 ? 'indeterminate' : false}
                  onCheckedChange={(e) =>
                    setSelected(e.checked === true ? new Set(shown.map((g) => g.id)) : new Set())
                  }
                  disabled={shown.length === 0}
                  colorPalette="brand"
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{t('gallery.selectAll')}</Checkbox.Label>
                </Checkbox.Root>
                <Text color="fg.muted" textStyle="sm" aria-live="polite">
                  {t('gallery.shownCount', { shown: shown.length, total: all.length })}
                </Text>
              </HStack>
              {selectedShown.length > 0 && (
                <Button size="sm" colorPalette="red" loading={busy} onClick={() => remove(selectedShown)}>
                  {t('gallery.deleteSelected', { count: selectedShown.length })}
                </Button>
              )}
            </Flex>
            {shown.length === 0 ? (
              <AdminEmptyState
                title={t('gallery.noMatch.title')}
                description={t('gallery.noMatch.description')}
                action={
                  <Button variant="outline" onClick={() => setFilter(NO_GALLERY_FILTER)}>
                    {t('gallery.noMatch.clear')}
                  </Button>
                }
              />
            ) : view === 'grid' ? (
              <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, '2xl': 4 }} gap={4}>
                {shown.map((image) => (
                  <Card.Root key={image.id} overflow="hidden" data-testid="gallery-card">
                    <Box position="relative">
                      <Image
                        src={image.image_url}
                        alt={image.alt_text ?? image.title}
                        aspectRatio={4 / 3}
                        objectFit="cover"
                        w="full"
                        loading="lazy"
                        bg="bg.muted"
                      />
                      <Box position="absolute" top={2} left={2} bg="bg" rounded="sm" p={1} lineHeight={0}>
                        {selectBox(image)}
                      </Box>
                    </Box>
                    <Card.Body gap={2} p={4}>
                      <Card.Title as="h2" fontSize="md">
                        {image.title}
                      </Card.Title>
                      {image.description && (
                        <Text textStyle="sm" color="fg.muted" lineClamp={2}>
                          {image.description}
                        </Text>
                      )}
                      {badges(image)}
                    </Card.Body>
                    <Card.Footer p={4} pt={0}>
                      {actions(image)}
                    </Card.Footer>
                  </Card.Root>
                ))}
              </SimpleGrid>
            ) : (
              <Stack as="ul" gap={2} listStyleType="none">
                {shown.map((image) => (
                  <Card.Root as="li" key={image.id} size="sm" data-testid="gallery-row">
                    <Card.Body>
                      <Flex gap={3} align={{ md: 'center' }} direction={{ base: 'column', md: 'row' }}>
                        <HStack gap={3} flex="1" minW={0}>
                          {selectBox(image)}
                          <Image
                            src={image.image_url}
                            alt={image.alt_text ?? image.title}
                            w={{ base: '16', md: '20' }}
                            h={{ base: '12', md: '14' }}
                            objectFit="cover"
                            rounded="md"
                            flexShrink={0}
                            loading="lazy"
                            bg="bg.muted"
                          />
                          <Stack gap={1} flex="1" minW={0}>
                            <Text fontWeight="semibold" lineClamp={2}>
                              {image.title}
                            </Text>
                            {badges(image)}
                          </Stack>
                        </HStack>
                        <Box alignSelf={{ base: 'flex-end', md: 'center' }}>{actions(image)}</Box>
                      </Flex>
                    </Card.Body>
                  </Card.Root>
                ))}
              </Stack>
            )}
          </>
        )}
      </Stack>
      {uploading && <GalleryUploadDialog onClose={() => setUploading(false)} />}
      {editing && <GalleryEditDialog image={editing} onClose={() => setEditing(null)} />}
    </>
  );
};
