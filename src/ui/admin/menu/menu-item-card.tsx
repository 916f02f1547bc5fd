import { Badge, Button, Card, Flex, HStack, Image, Stack, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MENU_ITEM_TEXT_FIELDS, type MenuItemWithCategory } from '../../../domain/menu/menu-item';
import { showsStudentPrice } from '../../../domain/menu/price';
import { formatEuro } from './format-euro';
import { EditDeleteButtons } from '../shared/edit-delete-buttons';
import { TranslationStatus } from '../shared/translated-text-field';
import { dietaryTagLabel } from '../../i18n/glossary';

/** One dish in the admin grid, with its three actions. */
export const MenuItemCard = ({
  item,
  busy,
  onToggleAvailability,
  onEdit,
  onDelete,
}: {
  item: MenuItemWithCategory;
  busy: boolean;
  onToggleAvailability: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) => {
  const { t, i18n } = useTranslation('admin');
  return (
    <Card.Root overflow="hidden" data-testid="menu-item-card">
      {item.image_url ? (
        <Image
          src={item.image_url}
          alt={item.name}
          aspectRatio={4 / 3}
          objectFit="cover"
          loading="lazy"
          bg="bg.muted"
          filter={item.is_available ? undefined : 'grayscale(0.8)'}
        />
      ) : (
        <Flex
          aspectRatio={4 / 3}
          bg="bg.muted"
          align="center"
          justify="center"
          color="fg.muted"
          textStyle="sm"
        >
          {t('menu.card.noImage')}
        </Flex>
      )}
      <Card.Body gap={2} p={4}>
        <HStack gap={1} wrap="wrap">
          <Badge colorPalette={item.is_available ? 'green' : 'gray'}>
            {t(item.is_available ? 'menu.card.available' : 'menu.card.unavailable')}
          </Badge>
          {item.is_featured && <Badge colorPalette="orange">{t('menu.card.featured')}</Badge>}
          {item.ai_generated_image && <Badge colorPalette="blue">{t('menu.ai.badge')}</Badge>}
        </HStack>
        <Card.Title as="h2" fontSize="md" lineHeight="short">
          {item.name}
        </Card.Title>
        {item.description && (
          <Text color="fg.muted" textStyle="sm" lineClamp={2}>
            {item.description}
          </Text>
        )}
        <HStack gap={3} wrap="wrap">
          <Text fontWeight="semibold">{formatEuro(item.regular_price, i18n.language)}</Text>
          {showsStudentPrice(item) && item.student_price !== null && (
            <Text textStyle="sm" color="fg.muted">
              {t('menu.card.studentPrice', { price: formatEuro(item.student_price, i18n.language) })}
            </Text>
          )}
        </HStack>
        {item.dietary_tags.length > 0 && (
          <Wrap gap={1}>
            {item.dietary_tags.map((tag) => (
              <Badge key={tag} variant="outline" size="sm">
                {dietaryTagLabel(t, tag)}
              </Badge>
            ))}
          </Wrap>
        )}
        <Text textStyle="xs" color="fg.muted">
          {t('menu.card.category', { name: item.category?.name ?? t('menu.card.noCategory') })}
        </Text>
        <TranslationStatus row={item} fields={MENU_ITEM_TEXT_FIELDS} />
      </Card.Body>
      <Card.Footer p={4} pt={0}>
        <Stack w="full" gap={2}>
          <Button size="sm" variant="outline" onClick={onToggleAvailability} loading={busy}>
            {t(item.is_available ? 'menu.card.markUnavailable' : 'menu.card.markAvailable')}
          </Button>
          <EditDeleteButtons
            editText={t('menu.card.edit')}
            deleteText={t('menu.card.delete')}
            editLabel={t('menu.card.editLabel', { name: item.name })}
            deleteLabel={t('menu.card.deleteLabel', { name: item.name })}
            onEdit={onEdit}
            onDelete={onDelete}
            busy={busy}
          />
        </Stack>
      </Card.Footer>
    </Card.Root>
  );
};
