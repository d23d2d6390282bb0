import { useEffect, type ReactNode } from 'react';
import type { PageKey } from '../../../shared/routes';
import type { PageProps } from '../types';
import { AdminLayout, type AdminTab } from './AdminLayout';
import type { Role } from '../../../shared/permissions';

const TAB_OF: Partial<Record<PageKey, AdminTab>> = {
  'admin-today': 'today',
  'admin-accounts': 'accounts',
  'admin-access-log': 'access-log',
  'admin-security': 'security',
  'admin-dashboard': 'dashboard',
  'admin-leads': 'leads',
  'admin-lead': 'leads',
  'admin-visits': 'visits',
  'admin-messages': 'messages',
  'admin-announcements': 'announcements',
  'admin-winners': 'winners',
  'admin-schedule': 'schedule',
  'admin-units': 'units',
};

/**
 * Administrator pages are rendered on the server per request, inside the admin frame. Reached by
 * in-app navigation (no server data), the page reloads; signed out, the frame asks to sign in.
 */
export function AdminGate({ match, data, children }: PageProps & { data: { email: string | null; role?: Role | null } | undefined; children: () => ReactNode }) {
  useEffect(() => {
    if (!data) window.location.reload();
  }, [data]);
  const tab = TAB_OF[match.route.page] ?? 'dashboard';
  if (!data) {
    return (
      <AdminLayout email="" title={match.route.title} current={tab}>
        <p className="admin-card">불러오는 중입니다…</p>
      </AdminLayout>
    );
  }
  return (
    <AdminLayout email={data.email} role={data.role} title={match.route.title} current={tab}>
      {data.email ? children() : null}
    </AdminLayout>
  );
}
