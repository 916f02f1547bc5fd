import { Box, Heading, SimpleGrid, Tabs } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuItemWithCategory } from '../../../domain/menu/menu-item';
import { useContainer } from '../../app/container-context';
import { PublicPage } from '../public-page';
import { publicMenuQuery } from '../queries';
import { CardSkeletons, EmptyState, LoadingState } from '../states';
import { useDocumentMeta } from '../use-document-meta';
import { useLoggedError } from '../use-logged-error';
import { DishCard, DishRow } from './dish-card';
import { StudentSpecial } from './student-special';

const ALL = 'all';

const TAB_STYLE = {
  rounded: 'full',
  whiteSpace: 'nowrap',
  px: 4,
  bg: 'white',
  color: 'gray.800',
  borderWidth: '1px',
  borderColor: '#e8d6bf',
  _hover: { bg: 'brand.50' },
  _selected: { bg: 'brand.600', color: 'white', borderColor: 'brand.600', _hover: { bg: 'brand.700' } },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '2px' },
} as const;

const DishList = ({ items }: { items: readonly MenuItemWithCategory[] }) => {
  const { t } = useTranslation('homepage');
  if (items.length === 0)
    return (
      <EmptyState icon="leaf" title={t('menu.emptyTitle')} text={t('menu.emptyText')} headingLevel="h3" />
    );
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, lg: 2 }} gap={4}>
      {items.map((item) => (
        <li key={item.id}>
          <DishRow item={item} />
        </li>
      ))}
    </SimpleGrid>
  );
};

export const MenuPage = () => {
  const { t } = useTranslation('homepage');
  useDocumentMeta(t('common:meta.menu.title'), t('common:meta.menu.description'));
  const { data, isPending, error } = useQuery(publicMenuQuery(useContainer()));
  useLoggedError(error, 'Failed to load the menu');
  // The chosen tab is the visitor's own and starts at 'All Items' on every visit (spec section 2).
  const [tab, setTab] = useState(ALL);

  const items = data?.items ?? [];
  const categories = data?.categories ?? [];
  const featured = items.filter((item) => item.is_featured);

  return (
    <PublicPage eyebrow={t('menu.badge')} title={t('menu.title')} subtitle={t('menu.subtitle')}>
      {isPending ? (
        <LoadingState label={t('menu.loading')}>
          <CardSkeletons count={4} columns={{ base: 1, md: 2, lg: 4 }} ratio={4 / 3} />
        </LoadingState>
      ) : (
        <>
          {featured.length > 0 && (
            <Box as="section" aria-labelledby="featured-dishes" mb={{ base: 12, md: 16 }}>
              <Heading
                id="featured-dishes"
                as="h2"
                size={{ base: 'xl', md: '2xl' }}
                fontFamily="heading"
                mb={5}
              >
                {t('menu.featuredTitle')}
              </Heading>
              <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap={5}>
                {featured.map((item) => (
                  <li key={item.id}>
                    <DishCard item={item} headingLevel="h3" />
                  </li>
                ))}
              </SimpleGrid>
            </Box>
          )}
          <Box as="section" aria-labelledby="menu-categories">
            <Heading
              id="menu-categories"
              as="h2"
              size={{ base: 'xl', md: '2xl' }}
              fontFamily="heading"
              mb={4}
            >
              {t('menu.fullMenuTitle')}
            </Heading>
            <Tabs.Root
              value={tab}
              onValueChange={(details) => setTab(details.value)}
              variant="plain"
              colorPalette="brand"
              lazyMount
            >
              <Box overflowX="auto" mx={{ base: -4, md: 0 }} px={{ base: 4, md: 0 }} pb={2}>
                <Tabs.List gap={1} flexWrap={{ base: 'nowrap', md: 'wrap' }} w="max-content" minW="full">
                  <Tabs.Trigger value={ALL} {...TAB_STYLE}>
                    {t('menu.allItems')}
                  </Tabs.Trigger>
                  {categories.map((category) => (
                    <Tabs.Trigger key={category.id} value={category.id} {...TAB_STYLE}>
                      {category.name}
                    </Tabs.Trigger>
                  ))}
                </Tabs.List>
              </Box>
              <Tabs.Content value={ALL} pt={4}>
                <DishList items={items} />
              </Tabs.Content>
              {categories.map((category) => (
                <Tabs.Content key={category.id} value={category.id} pt={4}>
                  <DishList items={items.filter((item) => item.category_id === category.id)} />
                </Tabs.Content>
              ))}
            </Tabs.Root>
          </Box>
          <Box mt={{ base: 12, md: 16 }}>
            <StudentSpecial headingLevel="h2" />
          </Box>
        </>
      )}
    </PublicPage>
  );
};
