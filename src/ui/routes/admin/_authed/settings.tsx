import { Text } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AdminPageHeading } from '../../../admin/admin-page-heading';

const AdminSettingsPage = () => {
  const { t } = useTranslation('admin');
  return (
    <>
      <AdminPageHeading title={t('settings.title')} />
      <Text>{t('settings.comingSoon')}</Text>
    </>
  );
};

export const Route = createFileRoute('/admin/_authed/settings')({ component: AdminSettingsPage });
