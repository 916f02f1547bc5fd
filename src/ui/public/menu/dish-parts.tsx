import { Badge, HStack, Text, VisuallyHidden, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../../../domain/menu/menu-item';
import { showsStudentPrice } from '../../../domain/menu/price';
import { currentLanguage } from '../../i18n/i18n';
import { formatPrice } from '../format';
import { PublicIcon } from '../public-icons';
import { dietaryTagLabel } from '../../i18n/glossary';

/** The regular price in euro, and the student price beside it only when it is a real discount. */
export const PriceLine = ({ item }: { item: Pick<MenuItem, 'regular_price' | 'student_price'> }) => {
  const { t, i18n } = useTranslation('homepage');
  const language = currentLanguage(i18n);
  return (
    <HStack gap={3} flexWrap="wrap" rowGap={1}>
      <Text fontWeight="bold" fontSize="lg" color="brand.700">
        <VisuallyHidden>{t('menu.regularPrice')} </VisuallyHidden>
        {formatPrice(language, item.regular_price)}
      </Text>
      {showsStudentPrice(item) && item.student_price !== null && (
        <HStack gap={1} color="jade" fontWeight="semibold" fontSize="sm">
          <PublicIcon name="cap" boxSize={4} />
          <Text>
            <VisuallyHidden>{t('menu.studentPrice')} </VisuallyHidden>
            {formatPrice(language, item.student_price)}
          </Text>
        </HStack>
      )}
    </HStack>
  );
};

/** Dietary tags as badges; the predefined ones are translated, custom ones shown as typed. */
export const DietaryBadges = ({ tags }: { tags: readonly string[] }) => {
  const { t } = useTranslation('homepage');
  if (tags.length === 0) return null;
  return (
    <Wrap as="ul" listStyleType="none" gap={1.5} aria-label={t('menu.dietaryLabel')}>
      {tags.map((tag) => (
        <li key={tag}>
          <Badge variant="subtle" colorPalette="green" rounded="full" px={2} gap={1}>
            <PublicIcon name="leaf" boxSize={3} />
            {dietaryTagLabel(t, tag)}
          </Badge>
        </li>
      ))}
    </Wrap>
  );
};
