import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AdminPageHeading } from '../../../admin/admin-page-heading';

const AdminEventsPage = () => {
  const { t } = useTranslation('admin');
  return <AdminPageHeading title={t('events.title')} description={t('events.description')} />;
};

export const Route = createFileRoute('/admin/_authed/events')({ component: AdminEventsPage });
