import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AdminPageHeading } from '../../../admin/admin-page-heading';

const AdminReservationsPage = () => {
  const { t } = useTranslation('admin');
  return <AdminPageHeading title={t('reservations.title')} description={t('reservations.description')} />;
};

export const Route = createFileRoute('/admin/_authed/reservations')({ component: AdminReservationsPage });
