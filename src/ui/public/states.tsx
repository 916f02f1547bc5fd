import { Box, Center, Heading, Skeleton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PublicIcon, type PublicIconName } from './public-icons';

/** A read in flight: a line of text ('Loading events...') and placeholders shaped like what comes. */
export const LoadingState = ({ label, children }: { label: string; children?: ReactNode }) => (
  <Box role="status" aria-live="polite">
    <Text color="gray.700" fontSize="sm" mb={4}>
      {label}
    </Text>
    <Box aria-hidden>{children}</Box>
  </Box>
);

/** Card-shaped placeholders: an image frame and three text lines each. */
export const CardSkeletons = ({
  count,
  columns,
  ratio = 16 / 9,
}: {
  count: number;
  columns: { base: number; sm?: number; md?: number; lg?: number };
  ratio?: number;
}) => (
  <SimpleGrid columns={columns} gap={6}>
    {Array.from({ length: count }, (_, i) => (
      <Stack key={i} gap={3} bg="white" rounded="2xl" overflow="hidden" pb={5}>
        <Skeleton aspectRatio={ratio} w="full" />
        <Stack px={5} gap={2}>
          <Skeleton h={4} w="40%" />
          <Skeleton h={6} w="80%" />
          <Skeleton h={4} w="95%" />
        </Stack>
      </Stack>
    ))}
  </SimpleGrid>
);

export const EmptyState = ({
  icon,
  title,
  text,
  headingLevel = 'h2',
}: {
  icon: PublicIconName;
  title?: string;
  text: string;
  headingLevel?: 'h2' | 'h3';
}) => (
  <Center
    flexDirection="column"
    gap={3}
    textAlign="center"
    py={{ base: 12, md: 16 }}
    px={6}
    bg="white"
    rounded="2xl"
    borderWidth="1px"
    borderStyle="dashed"
    borderColor="#dcc6ab"
  >
    <Center boxSize={14} rounded="full" bg="brand.50" color="brand.700">
      <PublicIcon name={icon} boxSize={7} />
    </Center>
    {title && (
      <Heading as={headingLevel} size="lg" fontFamily="heading" color="gray.900">
        {title}
      </Heading>
    )}
    <Text color="gray.700" maxW="md">
      {text}
    </Text>
  </Center>
);
