import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { STAFF_INVITE_PATH } from '@minutemart/contracts/staff-invite';
import { PAGES, PageSpinner, type PageDeclaration } from '@minutemart/ui';
import { RemotePage } from '../federation/RemotePage';
import { Layout } from '../layout/Layout';

// The shell's own pages load with their route: the first paint of `/` needs none of them.
const CartPage = lazy(() => import('./CartPage').then((m) => ({ default: m.CartPage })));
const NotFound = lazy(() => import('./NotFound').then((m) => ({ default: m.NotFound })));
const DashboardLayout = lazy(() => import('./DashboardLayout').then((m) => ({ default: m.DashboardLayout })));
const UserMenuPage = lazy(() => import('./UserMenuPage').then((m) => ({ default: m.UserMenuPage })));
const PermissionGuard = lazy(() => import('./PermissionGuard').then((m) => ({ default: m.PermissionGuard })));
const StaffInvitePage = lazy(() => import('./StaffInvitePage').then((m) => ({ default: m.StaffInvitePage })));

const page = (node: ReactNode) => <Suspense fallback={<PageSpinner />}>{node}</Suspense>;

/** A federated page; a staff page behind the permission the services ask for its calls. */
const remotePage = ({ remote, module, permission }: PageDeclaration) =>
  permission ? (
    page(
      <PermissionGuard permission={permission}>
        <RemotePage remote={remote} module={module} />
      </PermissionGuard>,
    )
  ) : (
    <RemotePage remote={remote} module={module} />
  );

const DASHBOARD = '/dashboard/';
const routeOf = (p: PageDeclaration, under: string) =>
  p.path === '/' ? <Route key={p.path} index element={remotePage(p)} /> : <Route key={p.path} path={p.path.slice(under.length)} element={remotePage(p)} />;

/** The route table: the federated pages as declared once in @minutemart/ui's PAGES, and the shell's own. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {PAGES.filter((p) => !p.path.startsWith(DASHBOARD)).map((p) => routeOf(p, '/'))}
        <Route path={STAFF_INVITE_PATH.slice(1)} element={page(<StaffInvitePage />)} />
        <Route path="user" element={page(<UserMenuPage />)} />
        <Route path="cart" element={page(<CartPage />)} />
        <Route path="dashboard" element={page(<DashboardLayout />)}>
          <Route index element={<Navigate to="profile" replace />} />
          {PAGES.filter((p) => p.path.startsWith(DASHBOARD)).map((p) => routeOf(p, DASHBOARD))}
        </Route>
        <Route path="*" element={page(<NotFound />)} />
      </Route>
    </Routes>
  );
}
