import { Button, Card, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveRestaurantContact } from '../../../application/settings/save-restaurant-contact';
import type { RestaurantContact } from '../../../domain/settings/restaurant-contact';
import { useContainer, useUseCase } from '../../app/container-context';
import { PortFailure, unwrap } from '../../app/query';
import { notify } from '../../app/toaster';
import { restaurantContactQuery } from '../../public/restaurant-contact';
import { FormField } from '../shared/form-field';
import { logFailure } from '../shared/log-failure';

/** The form's fields as typed; the coordinates become numbers on save. */
type Draft = Record<keyof RestaurantContact, string>;

const draftOf = (c: RestaurantContact): Draft => ({
  street: c.street,
  postalCode: c.postalCode,
  city: c.city,
  phone: c.phone,
  email: c.email,
  latitude: c.latitude === null ? '' : String(c.latitude),
  longitude: c.longitude === null ? '' : String(c.longitude),
});

/** A coordinate as typed (a comma is a decimal point too); '' is no pin, anything else unreadable is NaN. */
const coordinate = (text: string): number | null =>
  text.trim() === '' ? null : Number(text.trim().replace(',', '.'));

/**
 * Settings > Contact and location: the address, phone, e-mail and map pin that the home page, the footer,
 * the booking page and the Impressum show.
 */
export const RestaurantContactSettings = () => {
  const { t } = useTranslation('admin');
  const container = useContainer();
  const queryClient = useQueryClient();
  const contact = useQuery(restaurantContactQuery(container));
  const saveContact = useUseCase(SaveRestaurantContact);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (contact.data && !draft) setDraft(draftOf(contact.data));
  }, [contact.data, draft]);

  const save = useMutation({
    mutationFn: (next: RestaurantContact) => unwrap(saveContact.execute(next)),
    onSuccess: (saved) => {
      setError(null);
      setDraft(draftOf(saved));
      queryClient.setQueryData(restaurantContactQuery(container).queryKey, saved);
      notify('success', t('settings.contact.saved'));
    },
    onError: (failure) => {
      const portError = failure instanceof PortFailure ? failure.error : null;
      if (portError) logFailure('Saving the restaurant contact failed', portError);
      else console.error('Saving the restaurant contact failed', failure);
      setError(portError?.kind === 'Invalid' ? t(portError.message) : t('settings.contact.saveFailed'));
    },
  });

  if (!draft) {
    return (
      <Text color="fg.muted">
        {contact.isError ? t('settings.contact.loadFailed') : t('settings.loading')}
      </Text>
    );
  }

  const field = (key: keyof Draft, inputMode?: 'tel' | 'email' | 'decimal') => (
    <FormField key={key} label={t(`settings.contact.${key}`)}>
      <Input
        name={`contact-${key}`}
        inputMode={inputMode}
        value={draft[key]}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
      />
    </FormField>
  );

  return (
    <Card.Root
      as="form"
      data-testid="restaurant-contact"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({
          street: draft.street,
          postalCode: draft.postalCode,
          city: draft.city,
          phone: draft.phone,
          email: draft.email,
          latitude: coordinate(draft.latitude),
          longitude: coordinate(draft.longitude),
        });
      }}
    >
      <Card.Header>
        <Card.Title>{t('settings.contact.title')}</Card.Title>
        <Text color="fg.muted" fontSize="sm">
          {t('settings.contact.help')}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap={4}>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
            {field('street')}
            {field('postalCode')}
            {field('city')}
            {field('phone', 'tel')}
            {field('email', 'email')}
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
            {field('latitude', 'decimal')}
            {field('longitude', 'decimal')}
          </SimpleGrid>
          <Text color="fg.muted" fontSize="sm">
            {t('settings.contact.pinHelp')}
          </Text>
          {error && (
            <Text role="alert" color="red.700" data-testid="contact-error">
              {error}
            </Text>
          )}
          <Button type="submit" colorPalette="brand" alignSelf="start" loading={save.isPending}>
            {t('settings.contact.save')}
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
};
