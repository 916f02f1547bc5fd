import { Text, type TextProps } from '@chakra-ui/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Container } from 'inversify';
import { FindActiveContentBlock } from '../../application/content/find-active-content-block';
import { FOOTER_SECTION_NAME } from '../../domain/content/content-block';
import { resolve } from '../../container';
import { useContainer } from '../app/container-context';
import { unwrap } from '../app/query';
import { useLocalized } from './use-localized';
import { useLoggedError } from './use-logged-error';
import { queryKeys } from '../app/query-keys';

/** The active contact_details block; it changes rarely, a page keeps it for a few minutes. */
export const contactDetailsBlockQuery = (container: Container) =>
  queryOptions({
    queryKey: queryKeys.content.active(FOOTER_SECTION_NAME),
    queryFn: () => unwrap(resolve(container, FindActiveContentBlock).execute(FOOTER_SECTION_NAME)),
    staleTime: 5 * 60_000,
  });

/**
 * The contact_details block's text under the restaurant's contact in the footer, in the guest's
 * language, only while the block is active. The address, phone and e-mail above it come from Settings, so
 * the block adds what the owner wants guests to know about getting in touch; its title is not repeated.
 */
export const ContactNote = (props: TextProps) => {
  const { data, error } = useQuery(contactDetailsBlockQuery(useContainer()));
  useLoggedError(error, 'Failed to load the contact details block');
  const localize = useLocalized();
  const text = data ? localize(data).content?.trim() : undefined;
  if (!text) return null;
  return (
    <Text fontSize="sm" whiteSpace="pre-line" maxW="sm" data-testid="contact-note" {...props}>
      {text}
    </Text>
  );
};
