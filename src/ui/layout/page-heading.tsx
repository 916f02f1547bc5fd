import { Badge, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageHeadingProps {
  readonly title: string;
  readonly subtitle?: ReactNode;
  /** A short badge above the title, e.g. 'Community Events'. */
  readonly eyebrow?: string;
  /** The title's language when it differs from the page's ('Impressum' is German in every language). */
  readonly titleLang?: string;
}

/** A public page's h1 with its lead line. */
export const PageHeading = ({ title, subtitle, eyebrow, titleLang }: PageHeadingProps) => (
  <Stack gap={3} mb={8} maxW="3xl">
    {eyebrow && (
      <Badge alignSelf="flex-start" bg="white" color="brand.800" size="lg" rounded="full" px={3}>
        {eyebrow}
      </Badge>
    )}
    <Heading
      as="h1"
      lang={titleLang}
      size={{ base: '3xl', md: '5xl' }}
      fontFamily="heading"
      color="gray.900"
      lineHeight="1.1"
      textWrap="balance"
    >
      {title}
    </Heading>
    {subtitle && (
      <Text fontSize={{ base: 'lg', md: 'xl' }} color="gray.700" textWrap="pretty">
        {subtitle}
      </Text>
    )}
  </Stack>
);
