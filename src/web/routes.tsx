import type { RouteObject } from 'react-router';
import { NotFoundPage } from './components/not-found-page';
import { StoreLayout } from './features/shell/store-layout';
import { HomePage } from './features/storefront/home-page';

// The home route is in the main bundle; everything else is a lazy chunk, so the storefront
// never downloads admin code (docs/decisions/003-home-page-weight.md).
export const routes: RouteObject[] = [
  {
    element: <StoreLayout />,
    children: [
      { index: true, element: <HomePage /> },
      {
        path: 'product/:id',
        lazy: () => import('./features/product/product-page').then((m) => ({ Component: m.ProductPage })),
      },
      { path: 'cart', lazy: () => import('./features/cart/cart-page').then((m) => ({ Component: m.CartPage })) },
      { path: 'login', lazy: () => import('./features/auth/login-page').then((m) => ({ Component: m.LoginPage })) },
      {
        path: 'register',
        lazy: () => import('./features/auth/register-page').then((m) => ({ Component: m.RegisterPage })),
      },
      {
        path: 'forgot-password',
        lazy: () => import('./features/auth/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
      },
      {
        path: 'reset-password',
        lazy: () => import('./features/auth/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
      },
      {
        path: 'admin-login',
        lazy: () => import('./features/auth/admin-login-page').then((m) => ({ Component: m.AdminLoginPage })),
      },
      {
        path: 'admin-register',
        lazy: () => import('./features/auth/admin-register-page').then((m) => ({ Component: m.AdminRegisterPage })),
      },
      {
        path: 'checkout',
        lazy: () => import('./features/checkout/checkout-page').then((m) => ({ Component: m.CheckoutPage })),
      },
      {
        path: 'claim-order',
        lazy: () => import('./features/claim/claim-order-page').then((m) => ({ Component: m.ClaimOrderPage })),
      },
      {
        path: 'pay/:orderId',
        lazy: () => import('./features/payment/pay-page').then((m) => ({ Component: m.PayPage })),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    path: 'customer',
    lazy: () => import('./features/customer/customer-layout').then((m) => ({ Component: m.CustomerLayout })),
    children: [
      {
        index: true,
        lazy: () => import('./features/customer/account-page').then((m) => ({ Component: m.AccountPage })),
      },
      {
        path: 'orders',
        lazy: () => import('./features/customer/orders-page').then((m) => ({ Component: m.OrdersPage })),
      },
      {
        path: 'profile',
        lazy: () => import('./features/customer/profile-page').then((m) => ({ Component: m.ProfilePage })),
      },
    ],
  },
  {
    path: 'admin',
    lazy: () => import('./features/admin/layout/admin-layout').then((m) => ({ Component: m.AdminLayout })),
    children: [
      {
        index: true,
        lazy: () => import('./features/admin/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
      },
      {
        path: 'products',
        lazy: () => import('./features/admin/products/products-page').then((m) => ({ Component: m.ProductsPage })),
      },
      {
        path: 'categories',
        lazy: () =>
          import('./features/admin/categories/categories-page').then((m) => ({ Component: m.CategoriesPage })),
      },
      {
        path: 'orders',
        lazy: () => import('./features/admin/orders/orders-page').then((m) => ({ Component: m.OrdersPage })),
      },
      {
        path: 'settings',
        lazy: () => import('./features/admin/settings/settings-page').then((m) => ({ Component: m.SettingsPage })),
      },
      { path: 'team', lazy: () => import('./features/admin/team/team-page').then((m) => ({ Component: m.TeamPage })) },
      {
        path: 'hours',
        lazy: () => import('./features/admin/hours/hours-page').then((m) => ({ Component: m.HoursPage })),
      },
    ],
  },
];
