import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Container } from 'inversify';
import { ListGuestContentBlocks } from '../../../application/content/list-guest-content-blocks';
import { paragraphs } from '../../../domain/about/layout';
import type { ContentBlock } from '../../../domain/content/content-block';
import { resolve } from '../../../container';
import { useContainer } from '../../app/container-context';
import { unwrap } from '../../app/query';
import { Picture } from '../picture';
import { useLocalized } from '../use-localized';
import { useLoggedError } from '../use-logged-error';
import { queryKeys } from '../../app/query-keys';

/** The story, values, team and mission blocks that are active; the admin's saves invalidate 'content-blocks'. */
export const guestContentBlocksQuery = (container: Container) =>
  queryOptions({
    queryKey: queryKeys.content.guest(),
    queryFn: () => unwrap(resolve(container, ListGuestContentBlocks).execute()),
  });

const BlockCard = ({ block, wide }: { block: ContentBlock; wide: boolean }) => {
  const headingId = `block-${block.section_name}`;
  return (
    <Box
      as="section"
      aria-labelledby={block.title ? headingId : undefined}
      data-section={block.section_name}
      gridColumn={wide ? { md: 'span 2' } : undefined}
      bg="white"
      rounded="2xl"
      borderWidth="1px"
      borderColor="orange.100"
      overflow="hidden"
    >
      {/* The picture illustrates the text beside it, which says everything: decorative for screen readers. */}
      {block.image_url && <Picture src={block.image_url} alt="" frame={wide ? [1200, 500] : [800, 450]} />}
      <Stack gap={3} p={{ base: 5, md: 8 }}>
        {block.title && (
          <Heading
            id={headingId}
            as="h2"
            fontFamily="heading"
            color="gray.900"
            size={{ base: '2xl', md: '3xl' }}
            textWrap="balance"
          >
            {block.title}
          </Heading>
        )}
        {paragraphs(block.content).map((paragraph, i) => (
          <Text
            key={i}
            fontSize={{ base: 'md', md: 'lg' }}
            color="gray.700"
            lineHeight="1.75"
            textWrap="pretty"
          >
            {paragraph}
          </Text>
        ))}
      </Stack>
    </Box>
  );
};

/**
 * The owner's story, values, team and mission blocks, each only while it is active, in the
 * guest's language. Nothing shows while they load or when none is active; a failed read is only logged,
 * as the about sections above carry the page.
 */
export const StoryBlocks = () => {
  const { data, error } = useQuery(guestContentBlocksQuery(useContainer()));
  useLoggedError(error, 'Failed to load the story blocks');
  const localize = useLocalized();
  if (!data || data.length === 0) return null;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={6} mt={{ base: 16, md: 24 }}>
      {data.map((block, index) => (
        // An odd number of cards: the first spans the row, so that no card is left alone at the end.
        <BlockCard key={block.id} block={localize(block)} wide={index === 0 && data.length % 2 === 1} />
      ))}
    </SimpleGrid>
  );
};
