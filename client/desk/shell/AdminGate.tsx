import { useEffect, type ReactNode } from 'react';
import type { PageProps } from '../../pages/types';
import { AdminLayout } from './AdminLayout';
import { tabOf } from '../../../shared/desk-menu';
import type { Role } from '../../../shared/permissions';

/**
 * Administrator pages are rendered on the server per request, inside the admin frame. Reached by
 * in-app navigation (no server data), the page reloads; signed out, the frame asks to sign in.
 */
export function AdminGate({ match, data, children }: PageProps & { data: { email: string | null; role?: Role | null } | undefined; children: () => ReactNode }) {
  useEffect(() => {
    if (!data) window.location.reload();
  }, [data]);
  const tab = tabOf(match.route.page);
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
