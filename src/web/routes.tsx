import type { ComponentType } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { NotFoundPage } from './components/not-found-page';
import { StoreLayout } from './features/shell/store-layout';
import { HomePage } from './features/storefront/home-page';
import { lazyPage } from './lazy-page';

/**
 * A lazy page drawn with app.css, the whole app's stylesheet, which loads with it: the storefront's
 * own (storefront.css, in the home's and the product page's HTML) holds only their classes
 * (docs/decisions/013).
 */
const appPage = (load: () => Promise<ComponentType>) =>
  lazyPage(() => Promise.all([load(), import('./styles/app-styles')]).then(([page]) => page));

// The home is in the main bundle; every other page is a lazy chunk, so the storefront never
// downloads admin code (docs/decisions/003-home-page-weight.md). Declared as elements, not as a
// data router, which would bring ~17 kB more to the home for features we do not use
// (docs/decisions/010).
const ProductPage = lazyPage(() => import('./features/product/product-page').then((m) => m.ProductPage));
const CartPage = appPage(() => import('./features/cart/cart-page').then((m) => m.CartPage));
const LoginPage = appPage(() => import('./features/auth/login-page').then((m) => m.LoginPage));
const RegisterPage = appPage(() => import('./features/auth/register-page').then((m) => m.RegisterPage));
const ForgotPasswordPage = appPage(() =>
  import('./features/auth/forgot-password-page').then((m) => m.ForgotPasswordPage),
);
const ResetPasswordPage = appPage(() => import('./features/auth/reset-password-page').then((m) => m.ResetPasswordPage));
const AdminLoginPage = appPage(() => import('./features/auth/admin-login-page').then((m) => m.AdminLoginPage));
const AdminRegisterPage = appPage(() => import('./features/auth/admin-register-page').then((m) => m.AdminRegisterPage));
const CheckoutPage = appPage(() => import('./features/checkout/checkout-page').then((m) => m.CheckoutPage));
const ClaimOrderPage = appPage(() => import('./features/claim/claim-order-page').then((m) => m.ClaimOrderPage));
const PayPage = appPage(() => import('./features/payment/pay-page').then((m) => m.PayPage));
const CustomerLayout = appPage(() => import('./features/customer/customer-layout').then((m) => m.CustomerLayout));
const AccountPage = appPage(() => import('./features/customer/account-page').then((m) => m.AccountPage));
const CustomerOrdersPage = appPage(() => import('./features/customer/orders-page').then((m) => m.OrdersPage));
const ProfilePage = appPage(() => import('./features/customer/profile-page').then((m) => m.ProfilePage));
const AdminLayout = appPage(() => import('./features/admin/layout/admin-layout').then((m) => m.AdminLayout));
const DashboardPage = appPage(() => import('./features/admin/dashboard/dashboard-page').then((m) => m.DashboardPage));
const ProductsPage = appPage(() => import('./features/admin/products/products-page').then((m) => m.ProductsPage));
const CategoriesPage = appPage(() =>
  import('./features/admin/categories/categories-page').then((m) => m.CategoriesPage),
);
const AdminOrdersPage = appPage(() => import('./features/admin/orders/orders-page').then((m) => m.OrdersPage));
const CounterOrderPage = appPage(() =>
  import('./features/admin/counter-order/counter-order-page').then((m) => m.CounterOrderPage),
);
const OrderEditPage = appPage(() => import('./features/admin/order-edit/order-edit-page').then((m) => m.OrderEditPage));
const MyDeliveriesPage = appPage(() =>
  import('./features/admin/my-deliveries/my-deliveries-page').then((m) => m.MyDeliveriesPage),
);
const SettingsPage = appPage(() => import('./features/admin/settings/settings-page').then((m) => m.SettingsPage));
const TeamPage = appPage(() => import('./features/admin/team/team-page').then((m) => m.TeamPage));
const CouponsPage = appPage(() => import('./features/admin/coupons/coupons-page').then((m) => m.CouponsPage));
const ReviewsPage = appPage(() => import('./features/admin/reviews/reviews-page').then((m) => m.ReviewsPage));
const CashbackPage = appPage(() => import('./features/admin/cashback/cashback-page').then((m) => m.CashbackPage));
const WinBackPage = appPage(() => import('./features/admin/win-back/win-back-page').then((m) => m.WinBackPage));
const StopMessagesPage = appPage(() =>
  import('./features/customer/stop-messages-page').then((m) => m.StopMessagesPage),
);
const PrintersPage = appPage(() => import('./features/admin/printers/printers-page').then((m) => m.PrintersPage));
const FiscalPage = appPage(() => import('./features/admin/fiscal/fiscal-page').then((m) => m.FiscalPage));
const HoursPage = appPage(() => import('./features/admin/hours/hours-page').then((m) => m.HoursPage));
const ReportsPage = appPage(() => import('./features/admin/reports/reports-page').then((m) => m.ReportsPage));
const KitchenPage = appPage(() => import('./features/admin/kitchen/kitchen-page').then((m) => m.KitchenPage));
const CouriersPage = appPage(() => import('./features/admin/couriers/couriers-page').then((m) => m.CouriersPage));
const SettlementPage = appPage(() => import('./features/admin/couriers/settlement-page').then((m) => m.SettlementPage));
const ReviewPage = appPage(() => import('./features/reviews/review-page').then((m) => m.ReviewPage));
const ReceiptPage = appPage(() => import('./features/receipt/receipt-page').then((m) => m.ReceiptPage));
const CourierPage = appPage(() => import('./features/courier/courier-page').then((m) => m.CourierPage));
const CashRegisterPage = appPage(() =>
  import('./features/admin/register/register-page').then((m) => m.CashRegisterPage),
);
const CashRegisterDetailPage = appPage(() =>
  import('./features/admin/register/register-detail-page').then((m) => m.CashRegisterDetailPage),
);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<StoreLayout />}>
        <Route index element={<HomePage />} />
        <Route path="product/:id" element={<ProductPage />} />
        <Route path="cart" element={<CartPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="admin-login" element={<AdminLoginPage />} />
        <Route path="admin-register" element={<AdminRegisterPage />} />
        <Route path="checkout" element={<CheckoutPage />} />
        <Route path="claim-order" element={<ClaimOrderPage />} />
        <Route path="parar-mensagens" element={<StopMessagesPage />} />
        <Route path="pay/:orderId" element={<PayPage />} />
        <Route path="avaliar/:orderId" element={<ReviewPage />} />
        <Route path="nfce/:id" element={<ReceiptPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route path="customer/*" element={<CustomerArea />} />
      <Route path="admin/*" element={<AdminArea />} />
      <Route path="entregador/:token" element={<CourierPage />} />
    </Routes>
  );
}

// The customer area and the admin match their own pages in routes of their own, below their
// prefix: the storefront's pages, hydrated on every visit, do not rank and try them on each
// render (docs/decisions/014).
// An unknown address inside an area gets the storefront's not-found page, as anywhere else.
const notFoundInArea = (
  <Route element={<StoreLayout />}>
    <Route path="*" element={<NotFoundPage />} />
  </Route>
);

function CustomerArea() {
  return (
    <Routes>
      <Route element={<CustomerLayout />}>
        <Route index element={<AccountPage />} />
        <Route path="orders" element={<CustomerOrdersPage />} />
        <Route path="profile" element={<ProfilePage />} />
      </Route>
      {notFoundInArea}
    </Routes>
  );
}

function AdminArea() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<DashboardPage />} />
        <Route path="products" element={<ProductsPage />} />
        <Route path="categories" element={<CategoriesPage />} />
        <Route path="orders" element={<AdminOrdersPage />} />
        <Route path="orders/new" element={<CounterOrderPage />} />
        <Route path="orders/:id/edit" element={<OrderEditPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="team" element={<TeamPage />} />
        <Route path="hours" element={<HoursPage />} />
        <Route path="coupons" element={<CouponsPage />} />
        <Route path="cashback" element={<CashbackPage />} />
        <Route path="avaliacoes" element={<ReviewsPage />} />
        <Route path="sentimos-sua-falta" element={<WinBackPage />} />
        <Route path="printers" element={<PrintersPage />} />
        <Route path="fiscal" element={<FiscalPage />} />
        <Route path="kitchen" element={<KitchenPage />} />
        <Route path="entregadores" element={<CouriersPage />} />
        <Route path="entregas" element={<MyDeliveriesPage />} />
        <Route path="entregadores/:id/acerto" element={<SettlementPage />} />
        <Route path="caixa" element={<CashRegisterPage />} />
        <Route path="caixa/:id" element={<CashRegisterDetailPage />} />
        <Route path="relatorios" element={<ReportsPage />} />
      </Route>
      {notFoundInArea}
    </Routes>
  );
}

/** The pages the server renders that are lazy: loaded before rendering or hydrating them. */
export function preloadServerRendered(pathname: string): Promise<void> {
  return matchPath('/product/:id', pathname) ? ProductPage.preload() : Promise.resolve();
}
