import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AdminPageHeading } from '../../../admin/admin-page-heading';

const AdminContentPage = () => {
  const { t } = useTranslation('admin');
  return <AdminPageHeading title={t('content.title')} description={t('content.description')} />;
};

export const Route = createFileRoute('/admin/_authed/content')({ component: AdminContentPage });
