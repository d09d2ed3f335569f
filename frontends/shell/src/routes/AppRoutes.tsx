import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageSpinner } from '@minutemart/ui';
import { RemotePage } from '../federation/RemotePage';
import { Layout } from '../layout/Layout';

// The shell's own pages load with their route: the first paint of `/` needs none of them.
const CartPage = lazy(() => import('./CartPage').then((m) => ({ default: m.CartPage })));
const NotFound = lazy(() => import('./NotFound').then((m) => ({ default: m.NotFound })));
const DashboardLayout = lazy(() => import('./DashboardLayout').then((m) => ({ default: m.DashboardLayout })));
const UserMenuPage = lazy(() => import('./UserMenuPage').then((m) => ({ default: m.UserMenuPage })));
const AdminGuard = lazy(() => import('./AdminGuard').then((m) => ({ default: m.AdminGuard })));

const page = (node: ReactNode) => <Suspense fallback={<PageSpinner />}>{node}</Suspense>;

const storefront = (module: string) => <RemotePage remote="storefront" module={module} />;
const admin = (module: string) =>
  page(
    <AdminGuard>
      <RemotePage remote="admin" module={module} />
    </AdminGuard>,
  );

/** The route table of the spec (section 2). */
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
          <Route path="category" element={admin('Category')} />
          <Route path="subcategory" element={admin('SubCategory')} />
          <Route path="upload-product" element={admin('UploadProduct')} />
          <Route path="product" element={admin('Product')} />
          <Route path="orders" element={admin('Orders')} />
          <Route path="stores" element={admin('Stores')} />
          <Route path="store-floor" element={admin('StoreFloor')} />
          <Route path="rider" element={admin('Rider')} />
          <Route path="store-dashboard" element={admin('StoreDashboard')} />
        </Route>
        <Route path=":category/:subCategory" element={storefront('ProductListing')} />
        <Route path="*" element={page(<NotFound />)} />
      </Route>
    </Routes>
  );
}
