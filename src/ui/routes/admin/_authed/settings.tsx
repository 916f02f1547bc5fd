import { Stack } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AdminPageHeading } from '../../../admin/admin-page-heading';
import { BookingRulesSettings } from '../../../admin/settings/booking-rules-settings';
import { FloorPlanSettings } from '../../../admin/settings/floor-plan-settings';
import { RestaurantContactSettings } from '../../../admin/settings/restaurant-contact-settings';
import { RetentionSettings } from '../../../admin/settings/retention-settings';
import { AbuseLimitsSettings } from '../../../admin/settings/abuse-limits-settings';
import { DataRequestSettings } from '../../../admin/settings/data-request-settings';
import { PasswordSettings } from '../../../admin/settings/password-settings';
import { StaffSettings } from '../../../admin/settings/staff-settings';

const AdminSettingsPage = () => {
  const { t } = useTranslation('admin');
  return (
    <>
      <AdminPageHeading title={t('settings.title')} />
      <Stack gap={6}>
        <RestaurantContactSettings />
        <BookingRulesSettings />
        <FloorPlanSettings />
        <RetentionSettings />
        <AbuseLimitsSettings />
        <DataRequestSettings />
        <PasswordSettings />
        <StaffSettings />
      </Stack>
    </>
  );
};

export const Route = createFileRoute('/admin/_authed/settings')({ component: AdminSettingsPage });
