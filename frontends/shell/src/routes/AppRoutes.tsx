import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { STAFF_INVITE_PATH } from '@minutemart/contracts/staff-invite';
import type { Permission } from '@minutemart/contracts/permissions';
import { PageSpinner } from '@minutemart/ui';
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

const storefront = (module: string) => <RemotePage remote="storefront" module={module} />;
/** A page of the admin remote, behind the permission the services ask for its calls. */
const admin = (module: string, permission: Permission) =>
  page(
    <PermissionGuard permission={permission}>
      <RemotePage remote="admin" module={module} />
    </PermissionGuard>,
  );

/** The route table: the original client's paths, so its links and bookmarks keep working. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={storefront('Home')} />
        <Route path="search" element={storefront('Search')} />
        <Route path="login" element={storefront('Login')} />
        <Route path="register" element={storefront('Register')} />
        <Route path="forgot-password" element={storefront('ForgotPassword')} />
        <Route path="verification-otp" element={storefront('VerifyOtp')} />
        <Route path="reset-password" element={storefront('ResetPassword')} />
        <Route path={STAFF_INVITE_PATH.slice(1)} element={page(<StaffInvitePage />)} />
        <Route path="user" element={page(<UserMenuPage />)} />
        <Route path="cart" element={page(<CartPage />)} />
        <Route path="checkout" element={storefront('Checkout')} />
        <Route path="pay/mock" element={storefront('MockPay')} />
        <Route path="success" element={storefront('Success')} />
        <Route path="cancel" element={storefront('Cancel')} />
        <Route path="product/:product" element={storefront('ProductDetail')} />
        <Route path="dashboard" element={page(<DashboardLayout />)}>
          <Route index element={<Navigate to="profile" replace />} />
          <Route path="profile" element={storefront('Profile')} />
          <Route path="myorders" element={storefront('MyOrders')} />
          <Route path="address" element={storefront('Address')} />
          <Route path="category" element={admin('Category', 'catalogue.write')} />
          <Route path="subcategory" element={admin('SubCategory', 'catalogue.write')} />
          <Route path="upload-product" element={admin('UploadProduct', 'catalogue.write')} />
          <Route path="product" element={admin('Product', 'catalogue.write')} />
          <Route path="orders" element={admin('Orders', 'orders.read')} />
          <Route path="stores" element={admin('Stores', 'store.operate')} />
          <Route path="store-floor" element={admin('StoreFloor', 'store.pick')} />
          <Route path="rider" element={admin('Rider', 'store.deliver')} />
          <Route path="store-dashboard" element={admin('StoreDashboard', 'store.dashboard')} />
          <Route path="staff" element={admin('Staff', 'staff.manage')} />
          <Route path="audit" element={admin('Audit', 'audit.read')} />
          <Route path="offers" element={admin('Offers', 'offers.manage')} />
          <Route path="fees" element={admin('Fees', 'fees.manage')} />
        </Route>
        <Route path=":category/:subCategory" element={storefront('ProductListing')} />
        <Route path="*" element={page(<NotFound />)} />
      </Route>
    </Routes>
  );
}
