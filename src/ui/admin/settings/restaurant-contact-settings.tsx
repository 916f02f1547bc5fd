import { Button, Card, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SaveRestaurantContact } from '../../../application/settings/save-restaurant-contact';
import type { RestaurantContact } from '../../../domain/settings/restaurant-contact';
import { useContainer, useUseCase } from '../../app/container-context';
import { notify } from '../../app/toaster';
import { restaurantContactQuery } from '../../public/restaurant-contact';
import { FormField } from '../shared/form-field';
import { useAdminForm } from '../shared/use-admin-form';
import { SettingsLoaded } from './settings-loaded';

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
  const contact = useQuery(restaurantContactQuery(useContainer()));
  return (
    <SettingsLoaded query={contact} failed={t('settings.contact.loadFailed')}>
      {(saved) => <RestaurantContactForm saved={saved} />}
    </SettingsLoaded>
  );
};

const RestaurantContactForm = ({ saved }: { saved: RestaurantContact }) => {
  const { t } = useTranslation('admin');
  const container = useContainer();
  const queryClient = useQueryClient();
  const saveContact = useUseCase(SaveRestaurantContact);
  const form = useAdminForm({
    initial: () => draftOf(saved),
    log: 'Saving the restaurant contact failed',
    save: (draft) =>
      saveContact.execute({
        street: draft.street,
        postalCode: draft.postalCode,
        city: draft.city,
        phone: draft.phone,
        email: draft.email,
        latitude: coordinate(draft.latitude),
        longitude: coordinate(draft.longitude),
      }),
    refused: (error) => ({
      issues: { _: error.kind === 'Invalid' ? error.message : 'settings.contact.saveFailed' },
    }),
    saved: (next) => {
      form.update(() => draftOf(next));
      queryClient.setQueryData(restaurantContactQuery(container).queryKey, next);
      notify('success', t('settings.contact.saved'));
    },
  });
  const error = form.message('_');

  const field = (key: keyof Draft, inputMode?: 'tel' | 'email' | 'decimal') => (
    <FormField key={key} label={t(`settings.contact.${key}`)}>
      <Input
        name={`contact-${key}`}
        inputMode={inputMode}
        value={form.values[key]}
        onChange={(e) => form.set(key, e.target.value)}
      />
    </FormField>
  );

  return (
    <Card.Root as="form" data-testid="restaurant-contact" onSubmit={form.onSubmit}>
      <Card.Header>
        <Card.Title as="h2">{t('settings.contact.title')}</Card.Title>
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
          <Button type="submit" colorPalette="brand" alignSelf="start" loading={form.saving}>
            {t('settings.contact.save')}
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
};
