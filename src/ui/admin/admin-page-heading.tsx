import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export const AdminPageHeading = ({
  title,
  description,
  actions,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
}) => (
  <Flex mb={6} gap={4} justify="space-between" align={{ base: 'stretch', md: 'center' }} wrap="wrap">
    <Stack gap={1}>
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
        {title}
      </Heading>
      {description && <Text color="fg.muted">{description}</Text>}
    </Stack>
    {actions}
  </Flex>
);
