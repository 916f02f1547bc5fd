import { Text } from '@chakra-ui/react';

/** A legal block's text, keeping the admin's line breaks. */
export const LegalText = ({ children }: { children: string }) => (
  <Text whiteSpace="pre-line" color="gray.800" lineHeight="1.75" overflowWrap="anywhere">
    {children}
  </Text>
);
