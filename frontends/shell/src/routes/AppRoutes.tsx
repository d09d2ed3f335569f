import { Navigate, Route, Routes } from 'react-router';
import { RemotePage } from '../federation/RemotePage';
import { Layout } from '../layout/Layout';
import { AdminGuard } from './AdminGuard';
import { ComingSoon, NotFound } from './ComingSoon';
import { DashboardLayout } from './DashboardLayout';
import { UserMenuPage } from './UserMenuPage';

const storefront = (module: string) => <RemotePage remote="storefront" module={module} />;
const admin = (module: string) => (
  <AdminGuard>
    <RemotePage remote="admin" module={module} />
  </AdminGuard>
);

/** The route table of the spec (section 2). Screens not built yet render <ComingSoon>. */
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
        <Route path="user" element={<UserMenuPage />} />
        <Route path="cart" element={<ComingSoon title="Cart" />} />
        <Route path="checkout" element={<ComingSoon title="Checkout" />} />
        <Route path="success" element={storefront('Success')} />
        <Route path="cancel" element={storefront('Cancel')} />
        <Route path="product/:product" element={storefront('ProductDetail')} />
        <Route path="dashboard" element={<DashboardLayout />}>
          <Route index element={<Navigate to="profile" replace />} />
          <Route path="profile" element={storefront('Profile')} />
          <Route path="myorders" element={<ComingSoon title="My Orders" />} />
          <Route path="address" element={storefront('Address')} />
          <Route path="category" element={admin('Category')} />
          <Route path="subcategory" element={admin('SubCategory')} />
          <Route path="upload-product" element={admin('UploadProduct')} />
          <Route path="product" element={admin('Product')} />
        </Route>
        <Route path=":category/:subCategory" element={storefront('ProductListing')} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
