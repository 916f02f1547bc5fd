import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AdminPageHeading } from '../../../admin/admin-page-heading';

const AdminMenuPage = () => {
  const { t } = useTranslation('admin');
  return <AdminPageHeading title={t('menu.title')} description={t('menu.description')} />;
};

export const Route = createFileRoute('/admin/_authed/menu')({ component: AdminMenuPage });
