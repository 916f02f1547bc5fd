import { Card, Field, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MenuCategory } from '../../../domain/menu/menu-category';
import { ALL_CATEGORIES, type MenuFilter } from '../../../domain/menu/menu-filter';
import { LabeledSwitch } from '../shared/labeled-switch';

/** Text over name and description, a category (or all), featured only, available only. */
export const MenuFilterCard = ({
  filter,
  categories,
  onChange,
}: {
  filter: MenuFilter;
  categories: readonly MenuCategory[];
  onChange: (filter: MenuFilter) => void;
}) => {
  const { t } = useTranslation('admin');
  return (
    <Card.Root size="sm">
      <Card.Body>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={4} alignItems="end">
          <Field.Root>
            <Field.Label>{t('menu.filter.search')}</Field.Label>
            <Input
              type="search"
              value={filter.text}
              placeholder={t('menu.filter.searchPlaceholder')}
              onChange={(e) => onChange({ ...filter, text: e.target.value })}
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('menu.filter.category')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={filter.categoryId}
                onChange={(e) => onChange({ ...filter, categoryId: e.target.value })}
              >
                <option value={ALL_CATEGORIES}>{t('menu.filter.allCategories')}</option>
                {categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Stack gap={3} pb={{ md: 2 }}>
            <LabeledSwitch
              label={t('menu.filter.featuredOnly')}
              checked={filter.featuredOnly}
              onChange={(featuredOnly) => onChange({ ...filter, featuredOnly })}
            />
            <LabeledSwitch
              label={t('menu.filter.availableOnly')}
              checked={filter.availableOnly}
              onChange={(availableOnly) => onChange({ ...filter, availableOnly })}
            />
          </Stack>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
};
