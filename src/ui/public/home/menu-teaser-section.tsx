import {
  Badge,
  Box,
  Button,
  Container,
  Flex,
  Grid,
  Heading,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useContainer } from '../../app/container-context';
import { DishCard } from '../menu/dish-card';
import { StudentSpecial } from '../menu/student-special';
import { PublicIcon } from '../public-icons';
import { featuredDishesQuery, menuCategoriesWithCountsQuery } from '../queries';
import { SectionHeading } from '../section-heading';
import { CardSkeletons, LoadingState } from '../states';
import { useLocalized } from '../use-localized';
import { useLoggedError } from '../use-logged-error';
import { drawnNearTheViewport } from '../near-the-viewport';

const Categories = () => {
  const { t } = useTranslation('homepage');
  const localize = useLocalized();
  const { data, isPending, error } = useQuery(menuCategoriesWithCountsQuery(useContainer()));
  useLoggedError(error, 'Failed to load menu categories');
  const categories = data ?? [];

  return (
    <Box bg="white" rounded="2xl" borderWidth="1px" borderColor="orange.100" p={{ base: 5, md: 6 }}>
      <Heading as="h3" size="lg" fontFamily="heading" mb={4}>
        {t('menu.categoriesTitle')}
      </Heading>
      {isPending ? (
        <LoadingState label={t('menu.loading')}>
          <Stack gap={3}>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} h={6} />
            ))}
          </Stack>
        </LoadingState>
      ) : categories.length === 0 ? (
        <Text color="gray.700">{t('menu.categoriesEmpty')}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap={0} m={0} p={0}>
          {categories.map((category) => (
            <Flex
              as="li"
              key={category.id}
              justify="space-between"
              align="center"
              gap={3}
              py={2.5}
              borderBottomWidth="1px"
              borderColor="orange.100"
              _last={{ borderBottomWidth: 0 }}
            >
              <Text fontWeight="medium" color="gray.900">
                {localize(category).name}
              </Text>
              <Badge colorPalette="orange" variant="subtle" rounded="full" flexShrink={0}>
                {t('menu.itemCount', { count: category.item_count })}
              </Badge>
            </Flex>
          ))}
        </Stack>
      )}
    </Box>
  );
};

const FeaturedDishes = () => {
  const { t } = useTranslation('homepage');
  const { data, isPending, error } = useQuery(featuredDishesQuery(useContainer()));
  useLoggedError(error, 'Failed to load featured dishes');
  const dishes = data ?? [];

  return (
    <Box>
      <Heading as="h3" size="lg" fontFamily="heading" mb={4}>
        {t('menu.featuredTitle')}
      </Heading>
      {isPending ? (
        <LoadingState label={t('menu.loading')}>
          <CardSkeletons count={2} columns={{ base: 1, sm: 2 }} ratio={4 / 3} />
        </LoadingState>
      ) : dishes.length === 0 ? (
        <Text color="gray.700">{t('menu.featuredEmpty')}</Text>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2 }} gap={5}>
          {dishes.map((dish) => (
            <li key={dish.id}>
              <DishCard item={dish} headingLevel="h4" />
            </li>
          ))}
        </SimpleGrid>
      )}
    </Box>
  );
};

/** Categories with their counts, the student special and four featured dishes. */
export const MenuTeaserSection = () => {
  const { t } = useTranslation('homepage');
  return (
    <Box
      as="section"
      id="menu-section"
      aria-labelledby="menu-section-title"
      py={{ base: 14, md: 20 }}
      scrollMarginTop="64px"
      {...drawnNearTheViewport({ base: '2000px', lg: '1500px' })}
    >
      <Container maxW="6xl">
        <SectionHeading
          id="menu-section-title"
          eyebrow={t('menu.badge')}
          title={t('menu.title')}
          intro={t('menu.subtitle')}
        />
        <Grid templateColumns={{ base: '1fr', lg: '1fr 2fr' }} gap={{ base: 8, lg: 10 }} alignItems="start">
          <Stack gap={6}>
            <Categories />
            <StudentSpecial headingLevel="h3" />
          </Stack>
          <FeaturedDishes />
        </Grid>
        <Flex justify="center" mt={10}>
          <Button asChild colorPalette="brand" size="lg" rounded="full">
            <Link to="/menu">
              {t('menu.viewFull')}
              <PublicIcon name="arrow" boxSize={4} />
            </Link>
          </Button>
        </Flex>
      </Container>
    </Box>
  );
};
