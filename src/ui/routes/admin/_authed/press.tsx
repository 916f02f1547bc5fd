import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AdminPageHeading } from '../../../admin/admin-page-heading';

const AdminPressPage = () => {
  const { t } = useTranslation('admin');
  return <AdminPageHeading title={t('press.title')} description={t('press.description')} />;
};

export const Route = createFileRoute('/admin/_authed/press')({ component: AdminPressPage });
