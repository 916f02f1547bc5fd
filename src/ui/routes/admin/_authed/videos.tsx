import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AdminPageHeading } from '../../../admin/admin-page-heading';

const AdminVideosPage = () => {
  const { t } = useTranslation('admin');
  return <AdminPageHeading title={t('videos.title')} description={t('videos.description')} />;
};

export const Route = createFileRoute('/admin/_authed/videos')({ component: AdminVideosPage });
