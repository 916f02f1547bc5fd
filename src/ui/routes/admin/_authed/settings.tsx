import { Stack } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AdminPageHeading } from '../../../admin/admin-page-heading';
import { BookingRulesSettings } from '../../../admin/settings/booking-rules-settings';
import { RestaurantContactSettings } from '../../../admin/settings/restaurant-contact-settings';

const AdminSettingsPage = () => {
  const { t } = useTranslation('admin');
  return (
    <>
      <AdminPageHeading title={t('settings.title')} />
      <Stack gap={6}>
        <RestaurantContactSettings />
        <BookingRulesSettings />
      </Stack>
    </>
  );
};

export const Route = createFileRoute('/admin/_authed/settings')({ component: AdminSettingsPage });
