import { Box, Heading, SimpleGrid } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuItemWithCategory } from '../../../domain/menu/menu-item';
import { useContainer } from '../../app/container-context';
import { HydratedApart } from '../../app/hydrated-apart';
import { PublicPage } from '../public-page';
import { publicMenuQuery } from '../queries';
import { CardSkeletons, EmptyState, LoadingState } from '../states';
import { useDocumentMeta } from '../use-document-meta';
import { useLocalized } from '../use-localized';
import { MenuStructuredData } from '../structured-data/structured-data';
import { useLoggedError } from '../use-logged-error';
import { CategoryTabs } from './category-tabs';
import { DishCard, DishRow } from './dish-card';
import { StudentSpecial } from './student-special';
import { drawnNearTheViewport } from '../near-the-viewport';

const ALL = 'all';

/** The heading of one of the menu page's sections; its id labels the section. */
const MenuSectionHeading = ({ id, mb, children }: { id: string; mb: number; children: ReactNode }) => (
  <Heading id={id} as="h2" size={{ base: 'xl', md: '2xl' }} fontFamily="heading" mb={mb}>
    {children}
  </Heading>
);

const DishList = ({ items }: { items: readonly MenuItemWithCategory[] }) => {
  const { t } = useTranslation('homepage');
  if (items.length === 0)
    return (
      <EmptyState icon="leaf" title={t('menu.emptyTitle')} text={t('menu.emptyText')} headingLevel="h3" />
    );
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, lg: 2 }} gap={4}>
      {items.map((item) => (
        <Box as="li" key={item.id} {...drawnNearTheViewport({ base: '280px', md: '210px' })}>
          <DishRow item={item} />
        </Box>
      ))}
    </SimpleGrid>
  );
};

export const MenuPage = () => {
  const { t } = useTranslation('homepage');
  const localize = useLocalized();
  useDocumentMeta(t('common:meta.menu.title'), t('common:meta.menu.description'));
  const { data, isPending, error } = useQuery(publicMenuQuery(useContainer()));
  useLoggedError(error, 'Failed to load the menu');
  // The chosen tab is the visitor's own and starts at 'All Items' on every visit.
  const [tab, setTab] = useState(ALL);

  const items = data?.items ?? [];
  const categories = data?.categories ?? [];
  // A category removed since the visitor chose it (a later read) falls back to all items.
  const shown = categories.some((category) => category.id === tab) ? tab : ALL;
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
            <HydratedApart>
              <Box as="section" aria-labelledby="featured-dishes" mb={{ base: 12, md: 16 }}>
                <MenuSectionHeading id="featured-dishes" mb={5}>
                  {t('menu.featuredTitle')}
                </MenuSectionHeading>
                <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap={5}>
                  {featured.map((item, index) => (
                    <li key={item.id} style={index === 0 ? { gridColumn: '1 / -1' } : undefined}>
                      <DishCard item={item} headingLevel="h3" lead={index === 0} />
                    </li>
                  ))}
                </SimpleGrid>
              </Box>
            </HydratedApart>
          )}
          <HydratedApart>
            <Box as="section" aria-labelledby="menu-categories">
              <MenuSectionHeading id="menu-categories" mb={4}>
                {t('menu.fullMenuTitle')}
              </MenuSectionHeading>
              <CategoryTabs
                tabs={[
                  { value: ALL, label: t('menu.allItems') },
                  ...categories.map((category) => ({ value: category.id, label: localize(category).name })),
                ]}
                value={shown}
                onValueChange={setTab}
                label={t('menu.fullMenuTitle')}
              >
                <DishList
                  items={shown === ALL ? items : items.filter((item) => item.category_id === shown)}
                />
              </CategoryTabs>
            </Box>
          </HydratedApart>
          <HydratedApart>
            <Box mt={{ base: 12, md: 16 }} {...drawnNearTheViewport({ base: '200px', md: '130px' })}>
              <StudentSpecial headingLevel="h2" />
            </Box>
          </HydratedApart>
          <MenuStructuredData categories={categories} items={items} />
        </>
      )}
    </PublicPage>
  );
};
