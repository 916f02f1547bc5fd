import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export const PageHeading = ({ title, subtitle }: { title: string; subtitle?: ReactNode }) => (
  <Stack gap={2} mb={8}>
    <Heading as="h1" size={{ base: '2xl', md: '4xl' }} fontFamily="heading">
      {title}
    </Heading>
    {subtitle && (
      <Text fontSize="lg" color="fg.muted">
        {subtitle}
      </Text>
    )}
  </Stack>
);
