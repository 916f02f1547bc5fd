import { Badge, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface SectionHeadingProps {
  readonly id: string;
  readonly title: string;
  readonly eyebrow?: string;
  readonly intro?: ReactNode;
  readonly align?: 'start' | 'center';
  readonly as?: 'h1' | 'h2';
}

/** A section's badge, heading and intro line; the heading's id labels the section. */
export const SectionHeading = ({
  id,
  title,
  eyebrow,
  intro,
  align = 'center',
  as = 'h2',
}: SectionHeadingProps) => (
  <Stack
    gap={3}
    mb={{ base: 8, md: 10 }}
    align={align === 'center' ? 'center' : 'flex-start'}
    textAlign={align}
    maxW="2xl"
    mx={align === 'center' ? 'auto' : undefined}
  >
    {eyebrow && (
      <Badge bg="brand.100" color="brand.800" size="lg" rounded="full" px={3}>
        {eyebrow}
      </Badge>
    )}
    <Heading
      id={id}
      as={as}
      fontFamily="heading"
      size={as === 'h1' ? { base: '3xl', md: '5xl' } : { base: '2xl', md: '4xl' }}
      color="gray.900"
      lineHeight="1.15"
      textWrap="balance"
    >
      {title}
    </Heading>
    {intro && (
      <Text fontSize={{ base: 'md', md: 'lg' }} color="gray.700" textWrap="pretty">
        {intro}
      </Text>
    )}
  </Stack>
);
