import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboardPage } from '../../../admin/dashboard/admin-dashboard-page';

export const Route = createFileRoute('/admin/_authed/')({ component: AdminDashboardPage });
