import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AdminPageHeading } from '../../../admin/admin-page-heading';

const AdminGalleryPage = () => {
  const { t } = useTranslation('admin');
  return <AdminPageHeading title={t('gallery.title')} description={t('gallery.description')} />;
};

export const Route = createFileRoute('/admin/_authed/gallery')({ component: AdminGalleryPage });
