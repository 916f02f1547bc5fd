import { Box, Card, Flex, HStack, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MenuItemWithCategory } from '../../../domain/menu/menu-item';
import { listTags } from '../../../domain/menu/dietary-tags';
import { Picture } from '../picture';
import { PublicIcon } from '../public-icons';
import { useLocalized } from '../use-localized';
import { DietaryBadges, PriceLine } from './dish-parts';

/** The dish and its category's name in the guest's language. */
const useLocalizedDish = (dish: MenuItemWithCategory): MenuItemWithCategory => {
  const localize = useLocalized();
  const item = localize(dish);
  return { ...item, category: item.category && localize(item.category) };
};

/**
 * A featured dish with every dietary tag (home section and the menu page's featured grid): picture on top,
 * or beside the text on a phone so that four dishes do not take four screens. The lead dish is the other
 * way round: picture on top on a phone, beside the text on a wider screen, where it spans the grid's row.
 */
export const DishCard = ({
  item: dish,
  headingLevel,
  lead = false,
}: {
  item: MenuItemWithCategory;
  headingLevel: 'h3' | 'h4';
  /**
   * The menu page's first featured dish. Its picture is larger than any other on every screen, so it is
   * the page's largest element, loaded at once and first (pictures of one size left it to chance).
   */
  lead?: boolean;
}) => {
  const item = useLocalizedDish(dish);
  return (
    <Card.Root
      as="article"
      overflow="hidden"
      rounded="2xl"
      bg="white"
      borderColor="orange.100"
      shadow="sm"
      h="full"
      flexDirection={lead ? { base: 'column', sm: 'row' } : { base: 'row', sm: 'column' }}
    >
      {item.image_url && (
        <Box flexShrink={0} w={lead ? { base: 'full', sm: '50%' } : { base: '112px', sm: 'full' }}>
          <Picture
            src={item.image_url}
            alt={item.name}
            frame={[800, 600]}
            h={lead ? 'auto' : { base: 'full', sm: 'auto' }}
            priority={lead}
          />
        </Box>
      )}
      <Card.Body gap={2} p={{ base: 4, sm: 5 }} minW={0}>
        {item.category && (
          <Text
            fontSize="xs"
            fontWeight="semibold"
            textTransform="uppercase"
            letterSpacing="wider"
            color="jade"
          >
            {item.category.name}
          </Text>
        )}
        <Heading
          as={headingLevel}
          size={{ base: 'md', sm: 'lg' }}
          fontFamily="heading"
          color="gray.900"
          lineHeight="1.25"
        >
          {item.name}
        </Heading>
        {item.description && (
          <Text color="gray.700" fontSize="sm" lineClamp={3}>
            {item.description}
          </Text>
        )}
        <Box mt="auto" pt={2}>
          <PriceLine item={item} />
        </Box>
        <DietaryBadges tags={item.dietary_tags} />
      </Card.Body>
    </Card.Root>
  );
};

/** A dish in the menu's two-column list: picture beside the text, at most two tags. */
export const DishRow = ({ item: dish }: { item: MenuItemWithCategory }) => {
  const { t } = useTranslation('homepage');
  const item = useLocalizedDish(dish);
  return (
    <Flex
      as="article"
      gap={4}
      p={4}
      bg="white"
      rounded="2xl"
      borderWidth="1px"
      borderColor="orange.100"
      h="full"
      align="flex-start"
    >
      {item.image_url && (
        <Box flexShrink={0} w={{ base: '96px', md: '128px' }} rounded="xl" overflow="hidden">
          <Picture src={item.image_url} alt={item.name} frame={[400, 400]} />
        </Box>
      )}
      <Stack gap={1.5} flex="1" minW={0}>
        <HStack gap={2} align="flex-start" justify="space-between">
          <Heading as="h3" size="md" fontFamily="heading" color="gray.900" lineHeight="1.3">
            {item.name}
            {item.is_featured && (
              <Box as="span" display="inline-flex" verticalAlign="middle" ms={1.5} color="orange.600">
                <PublicIcon name="star" boxSize={4} />
                <VisuallyHidden>{t('menu.featuredMark')}</VisuallyHidden>
              </Box>
            )}
          </Heading>
        </HStack>
        {item.description && (
          <Text color="gray.700" fontSize="sm">
            {item.description}
          </Text>
        )}
        {item.ingredients && (
          <Text color="gray.600" fontSize="xs">
            <Box as="span" fontWeight="semibold">
              {t('menu.ingredients')}:
            </Box>{' '}
            {item.ingredients}
          </Text>
        )}
        <PriceLine item={item} />
        <DietaryBadges tags={listTags(item.dietary_tags)} />
      </Stack>
    </Flex>
  );
};
