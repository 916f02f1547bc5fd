import { EmptyState, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * "Nothing here yet" or "nothing matches": a title, one line of help and, optionally, the action that fixes
 * it (e.g. an add-first-item button).
 */
export const AdminEmptyState = ({
  title,
  description,
  action,
  icon,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  icon?: ReactNode;
}) => (
  <EmptyState.Root
    borderWidth="1px"
    borderStyle="dashed"
    rounded="lg"
    bg="bg"
    size={{ base: 'sm', md: 'md' }}
  >
    <EmptyState.Content>
      {icon && <EmptyState.Indicator>{icon}</EmptyState.Indicator>}
      <VStack textAlign="center" gap={1}>
        <EmptyState.Title as="h2">{title}</EmptyState.Title>
        {description && <EmptyState.Description>{description}</EmptyState.Description>}
      </VStack>
      {action}
    </EmptyState.Content>
  </EmptyState.Root>
);
