import { Link, Skeleton, Stack, Text, type StackProps } from '@chakra-ui/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Container } from 'inversify';
import { useTranslation } from 'react-i18next';
import { ShowRestaurantContact } from '../../application/settings/show-restaurant-contact';
import { addressLine, mailtoHref, mapHref, telHref } from '../../domain/settings/restaurant-contact';
import { resolve } from '../../container';
import { useContainer } from '../app/container-context';
import { unwrap } from '../app/query';
import { PublicIcon, type PublicIconName } from './public-icons';
import { useLoggedError } from './use-logged-error';
import { queryKeys } from '../app/query-keys';

/** The restaurant's address and how to reach it; it changes rarely, a page keeps it for a few minutes. */
export const restaurantContactQuery = (container: Container) =>
  queryOptions({
    queryKey: queryKeys.restaurantContact.all,
    queryFn: () => unwrap(resolve(container, ShowRestaurantContact).execute()),
    staleTime: 5 * 60_000,
  });

interface LineProps {
  readonly icon: PublicIconName | null;
  readonly iconColor: string | undefined;
  readonly children: React.ReactNode;
}

const Line = ({ icon, iconColor, children }: LineProps) => (
  <Stack direction="row" gap={2} align="flex-start">
    {icon && <PublicIcon name={icon} boxSize={4} mt={1} flexShrink={0} color={iconColor ?? 'currentcolor'} />}
    <Text>{children}</Text>
  </Stack>
);

interface ContactDetailsProps extends StackProps {
  /** Which lines to show, in this order. */
  readonly lines?: readonly ('address' | 'phone' | 'email')[];
  /** Without the line icons, where the surrounding card has its own (the hero). */
  readonly icons?: boolean;
  /** The icons' colour; the text's by default. */
  readonly iconColor?: string;
}

/**
 * Address with a map link (OpenStreetMap, opened as a page: nothing of a third party loads before the
 * guest clicks), phone as tel: and e-mail as mailto:, from the owner's Settings. Links take the colour of
 * the text around them, so the component fits the dark footer and hero as well as a white card.
 */
export const ContactDetails = ({
  lines = ['address', 'phone', 'email'],
  icons = true,
  iconColor,
  ...props
}: ContactDetailsProps) => {
  const { t } = useTranslation('common');
  const { data: contact, error, isLoadingError } = useQuery(restaurantContactQuery(useContainer()));
  useLoggedError(error, 'Failed to load the restaurant contact');
  // A failed refresh keeps the details already shown (decision 0091).
  if (isLoadingError) return <Text {...props}>{t('contact.error')}</Text>;
  if (!contact) return <Skeleton h="1.5em" w="14em" maxW="full" {...props} />;

  const link = { color: 'inherit', textDecoration: 'underline', textUnderlineOffset: '3px' } as const;
  const address = addressLine(contact);
  const map = mapHref(contact);
  const tel = telHref(contact.phone);
  const mail = mailtoHref(contact.email);
  return (
    // The restaurant's contact information is what <address> is for.
    <Stack as="address" fontStyle="normal" gap={1} {...props}>
      {lines.map((line) => {
        if (line === 'address' && address)
          return (
            <Line key={line} icon={icons ? 'pin' : null} iconColor={iconColor}>
              {address}
              {map && (
                <>
                  {' · '}
                  <Link href={map} target="_blank" rel="noopener noreferrer" {...link}>
                    {t('contact.map')}
                  </Link>
                </>
              )}
            </Line>
          );
        if (line === 'phone' && tel)
          return (
            <Line key={line} icon={icons ? 'phone' : null} iconColor={iconColor}>
              <Link href={tel} {...link} aria-label={t('contact.call', { phone: contact.phone })}>
                {contact.phone}
              </Link>
            </Line>
          );
        if (line === 'email' && mail)
          return (
            <Line key={line} icon={icons ? 'mail' : null} iconColor={iconColor}>
              <Link href={mail} {...link}>
                {contact.email}
              </Link>
            </Line>
          );
        return null;
      })}
    </Stack>
  );
};
