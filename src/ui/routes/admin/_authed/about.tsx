import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AdminPageHeading } from '../../../admin/admin-page-heading';

const AdminAboutPage = () => {
  const { t } = useTranslation('admin');
  return <AdminPageHeading title={t('about.title')} description={t('about.description')} />;
};

export const Route = createFileRoute('/admin/_authed/about')({ component: AdminAboutPage });
