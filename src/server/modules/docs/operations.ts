import { z } from 'zod';
import * as adminMenu from '@shared/contract/admin-menu';
import * as adminOrders from '@shared/contract/admin-orders';
import * as auth from '@shared/contract/auth';
import { healthResponseSchema, okResponseSchema, readinessResponseSchema } from '@shared/contract/common';
import * as coupons from '@shared/contract/coupons';
import { dashboardSummarySchema } from '@shared/contract/dashboard';
import { neighbourhoodListResponseSchema } from '@shared/contract/delivery-neighbourhoods';
import { cepAddressSchema, feePreviewResponseSchema } from '@shared/contract/geo';
import { liveOrderEventSchema, liveSummarySchema } from '@shared/contract/live';
import * as menu from '@shared/contract/menu';
import * as orders from '@shared/contract/orders';
import * as password from '@shared/contract/password';
import * as payments from '@shared/contract/payments';
import { profileViewSchema } from '@shared/contract/profile';
import * as push from '@shared/contract/push';
import { storeInfoSchema, storeSettingsResponseSchema } from '@shared/contract/store';
import { teamDecisionResponseSchema, teamResponseSchema } from '@shared/contract/team';
import { uploadRequestSchema, uploadResponseSchema } from '@shared/contract/uploads';
import { profileSchema } from '@shared/schemas/address';
import { adminRegisterSchema, customerLoginSchema, registerSchema } from '@shared/schemas/auth';
import { categorySchema } from '@shared/schemas/category';
import { couponActiveSchema, couponSchema } from '@shared/schemas/coupons';
import { categoryOrderSchema, productOrderSchema, soldOutSchema } from '@shared/schemas/menu-order';
import {
  claimOrderSchema,
  feePreviewSchema,
  orderQuoteRequestSchema,
  placeOrderSchema,
} from '@shared/schemas/checkout';
import { forgotPasswordSchema, resetPasswordSchema } from '@shared/schemas/password';
import { productSchema } from '@shared/schemas/product';
import { pushSubscribeSchema, pushUnsubscribeSchema } from '@shared/schemas/push';
import { storeSettingsUpdateSchema } from '@shared/schemas/store';
import { neighbourhoodListSchema } from '@shared/schemas/delivery-neighbourhoods';
import { productSearch } from '../admin-menu/routes';
import { adminOrderListQuery, refundBody, statusBody } from '../admin-orders/routes';
import { customerOrderListQuery } from '../customer-orders/routes';
import { storeAddressSchema } from '../store/service';
import { decisionSchema } from '../team/routes';

/** Who may call an operation (http/guards.ts; checked for every route by authz-matrix.api.test.ts). */
export type Access = 'public' | 'user' | 'admin';

/** One operation of the API as GET /api/docs describes it (docs/architecture.md#how-to-add-an-endpoint). */
export type ApiOperation = {
  method: 'get' | 'post' | 'put' | 'delete';
  /** The path as the app registers it, parameters as `:name`. */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** `multipart` for the image upload; JSON otherwise. */
  bodyType?: 'json' | 'multipart';
  /** The success answer; its JSON shape, or the `data` of each event of a stream. */
  response: z.ZodType;
  status?: 200 | 201;
  stream?: true;
};

/** better-auth's own answers (sessions): not part of the store's contract. */
const authAnswer = z.looseObject({}).meta({ description: "better-auth's answer" });
const stripeEvent = z.looseObject({ type: z.string().optional() }).meta({ description: 'A Stripe event, signed' });
const pixNotice = z
  .looseObject({ pix: z.array(z.looseObject({ txid: z.string().optional() })).optional() })
  .meta({ description: "The bank's notice (API Pix `callbacks.listaPix`): only the txids are read" });
const searchQuery = z.object({ q: z.string().optional().meta({ description: 'Part of a product name' }) });
const productSearchQuery = z.object({ q: productSearch });

/** Every route under /api, in one list: the OpenAPI document is built from it and a test compares it with the app. */
export const API_OPERATIONS: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/health',
    summary: 'Liveness: the process answers (no database)',
    tag: 'store',
    access: 'public',
    response: healthResponseSchema,
  },
  {
    method: 'get',
    path: '/api/health/ready',
    summary: 'Readiness: the database answers (503 when it does not)',
    tag: 'store',
    access: 'public',
    response: readinessResponseSchema,
  },
  {
    method: 'get',
    path: '/api/docs',
    summary: 'This document (OpenAPI 3.1)',
    tag: 'store',
    access: 'public',
    response: z.looseObject({}),
  },
  {
    method: 'get',
    path: '/api/menu',
    summary: 'The public menu: store, categories, products (ETag, br/gzip)',
    tag: 'menu',
    access: 'public',
    response: menu.publicMenuSchema,
  },
  {
    method: 'get',
    path: '/api/menu/search',
    summary: 'Search products by name',
    tag: 'menu',
    access: 'public',
    query: searchQuery,
    response: menu.menuSearchResponseSchema,
  },
  {
    method: 'get',
    path: '/api/products/:id',
    summary: 'One product with its options',
    tag: 'menu',
    access: 'public',
    response: menu.productDetailSchema,
  },
  {
    method: 'get',
    path: '/api/store',
    summary: 'The store as the storefront shows it',
    tag: 'store',
    access: 'public',
    response: storeInfoSchema,
  },
  {
    method: 'post',
    path: '/api/auth/sign-in/email',
    summary: 'Sign in',
    tag: 'auth',
    access: 'public',
    body: customerLoginSchema,
    response: authAnswer,
  },
  {
    method: 'post',
    path: '/api/auth/sign-up/email',
    summary: 'Sign up',
    tag: 'auth',
    access: 'public',
    body: registerSchema,
    response: authAnswer,
  },
  {
    method: 'post',
    path: '/api/auth/sign-out',
    summary: 'Sign out',
    tag: 'auth',
    access: 'public',
    response: authAnswer,
  },
  {
    method: 'get',
    path: '/api/auth/get-session',
    summary: 'The current session',
    tag: 'auth',
    access: 'public',
    response: authAnswer,
  },
  {
    method: 'post',
    path: '/api/password/forgot',
    summary: 'Email a link to choose a new password (same answer whether or not the email has an account)',
    tag: 'auth',
    access: 'public',
    body: forgotPasswordSchema,
    response: password.forgotPasswordResponseSchema,
  },
  {
    method: 'post',
    path: '/api/password/reset',
    summary: "Choose a new password with an emailed link's token; signs in and ends the account's other sessions",
    tag: 'auth',
    access: 'public',
    body: resetPasswordSchema,
    response: password.resetPasswordResponseSchema,
  },
  {
    method: 'get',
    path: '/api/me',
    summary: 'The signed-in person, or null',
    tag: 'auth',
    access: 'public',
    response: auth.meResponseSchema,
  },
  {
    method: 'get',
    path: '/api/admin-access/setup',
    summary: 'Whether the store waits for its first admin',
    tag: 'auth',
    access: 'public',
    response: auth.adminSetupResponseSchema,
  },
  {
    method: 'post',
    path: '/api/admin-access/register',
    summary: 'Register for the admin area',
    tag: 'auth',
    access: 'public',
    body: adminRegisterSchema,
    response: auth.adminRegisterResponseSchema,
    status: 201,
  },
  {
    method: 'get',
    path: '/api/cep/:cep',
    summary: 'Address of a CEP',
    tag: 'checkout',
    access: 'public',
    response: cepAddressSchema,
  },
  {
    method: 'post',
    path: '/api/delivery-fee',
    summary: 'Delivery fee preview for an address',
    tag: 'checkout',
    access: 'public',
    body: feePreviewSchema,
    response: feePreviewResponseSchema,
  },
  {
    method: 'post',
    path: '/api/orders',
    summary:
      'Place an order (signed in or as a guest); 409 quote_changed, with the new quote, when quotedTotalCents is not the total',
    tag: 'checkout',
    access: 'public',
    body: placeOrderSchema,
    response: orders.placeOrderResultSchema,
    status: 201,
  },
  {
    method: 'post',
    path: '/api/orders/quote',
    summary: 'Price the cart as an order would (each line, or why it is unavailable), with the fee of an address',
    tag: 'checkout',
    access: 'public',
    body: orderQuoteRequestSchema,
    response: orders.orderQuoteSchema,
  },
  {
    method: 'get',
    path: '/api/orders/slots',
    summary: 'The time slots a customer may schedule an order for now, by day, each saying whether it is full',
    tag: 'checkout',
    access: 'public',
    response: orders.orderSlotsSchema,
  },
  {
    method: 'get',
    path: '/api/payments/config',
    summary: 'Whether card online is offered',
    tag: 'checkout',
    access: 'public',
    response: payments.paymentsConfigSchema,
  },
  {
    method: 'post',
    path: '/api/payments/webhook',
    summary: "Stripe's webhook (signed)",
    tag: 'checkout',
    access: 'public',
    body: stripeEvent,
    response: payments.webhookResponseSchema,
  },
  {
    method: 'post',
    path: '/api/payments/pix/webhook/:token',
    summary: "The bank's PIX webhook (secret path): the charges it names are asked about at the bank",
    tag: 'checkout',
    access: 'public',
    body: pixNotice,
    response: payments.pixWebhookResponseSchema,
  },
  {
    method: 'post',
    path: '/api/payments/pix/webhook/:token/pix',
    summary: "The bank's PIX webhook, with the /pix the API Pix appends",
    tag: 'checkout',
    access: 'public',
    body: pixNotice,
    response: payments.pixWebhookResponseSchema,
  },
  {
    method: 'post',
    path: '/api/orders/claim',
    summary: 'Link a guest order to the signed-in account',
    tag: 'customer',
    access: 'user',
    body: claimOrderSchema,
    response: orders.claimOrderResultSchema,
  },
  {
    method: 'get',
    path: '/api/orders/:id',
    summary: 'One of my orders',
    tag: 'customer',
    access: 'user',
    response: orders.orderViewSchema,
  },
  {
    method: 'get',
    path: '/api/orders/:id/payment',
    summary: 'The payment page of my order',
    tag: 'customer',
    access: 'user',
    response: payments.orderPaymentSchema,
  },
  {
    method: 'post',
    path: '/api/orders/:id/pix-charge',
    summary: "A new PIX code for my order once its code expired ('Gerar novo código')",
    tag: 'customer',
    access: 'user',
    response: payments.pixChargeSchema,
  },
  {
    method: 'get',
    path: '/api/customer/orders',
    summary: 'My orders, newest first, a page at a time',
    tag: 'customer',
    access: 'user',
    query: customerOrderListQuery,
    response: orders.customerOrderPageSchema,
  },
  {
    method: 'get',
    path: '/api/customer/orders/:id',
    summary: 'One of my orders (Meus Pedidos)',
    tag: 'customer',
    access: 'user',
    response: orders.customerOrderSchema,
  },
  // Order notifications in the browser (docs/product.md#order-notifications).
  {
    method: 'get',
    path: '/api/push/key',
    summary: "The server's VAPID public key, the browser's applicationServerKey",
    tag: 'customer',
    access: 'public',
    response: push.pushKeyResponseSchema,
  },
  {
    method: 'post',
    path: '/api/push/subscriptions',
    summary: "Notify this browser of my orders' progress (or of one of my orders)",
    tag: 'customer',
    access: 'user',
    body: pushSubscribeSchema,
    response: push.pushSubscribedResponseSchema,
    status: 201,
  },
  {
    method: 'delete',
    path: '/api/push/subscriptions',
    summary: 'Stop notifying this browser',
    tag: 'customer',
    access: 'user',
    body: pushUnsubscribeSchema,
    response: okResponseSchema,
  },
  {
    method: 'get',
    path: '/api/customer/profile',
    summary: 'My profile',
    tag: 'customer',
    access: 'user',
    response: profileViewSchema,
  },
  {
    method: 'put',
    path: '/api/customer/profile',
    summary: 'Save my profile',
    tag: 'customer',
    access: 'user',
    body: profileSchema,
    response: profileViewSchema,
  },
  {
    method: 'get',
    path: '/api/customer/events',
    summary: 'Live events of my orders (SSE)',
    tag: 'customer',
    access: 'user',
    response: liveOrderEventSchema,
    stream: true,
  },
  {
    method: 'get',
    path: '/api/admin/products',
    summary: 'Products',
    tag: 'admin',
    access: 'admin',
    query: productSearchQuery,
    response: adminMenu.adminProductListSchema,
  },
  {
    method: 'get',
    path: '/api/admin/products/:id',
    summary: 'One product',
    tag: 'admin',
    access: 'admin',
    response: adminMenu.adminProductDetailSchema,
  },
  {
    method: 'post',
    path: '/api/admin/products',
    summary: 'Create a product',
    tag: 'admin',
    access: 'admin',
    body: productSchema,
    response: adminMenu.adminProductDetailSchema,
    status: 201,
  },
  {
    method: 'put',
    path: '/api/admin/products/:id',
    summary: 'Save a product',
    tag: 'admin',
    access: 'admin',
    body: productSchema,
    response: adminMenu.adminProductDetailSchema,
  },
  {
    method: 'delete',
    path: '/api/admin/products/:id',
    summary: 'Delete a product',
    tag: 'admin',
    access: 'admin',
    response: okResponseSchema,
  },
  {
    method: 'put',
    path: '/api/admin/products/order',
    summary: 'Order the products of one category (all of them)',
    tag: 'admin',
    access: 'admin',
    body: productOrderSchema,
    response: okResponseSchema,
  },
  {
    method: 'put',
    path: '/api/admin/products/:id/sold-out',
    summary: "Mark a product 'Esgotado hoje' until the next opening, or available",
    tag: 'admin',
    access: 'admin',
    body: soldOutSchema,
    response: adminMenu.soldOutResponseSchema,
  },
  {
    method: 'put',
    path: '/api/admin/variations/:id/sold-out',
    summary: "Mark a variation 'Esgotado hoje' until the next opening, or available",
    tag: 'admin',
    access: 'admin',
    body: soldOutSchema,
    response: adminMenu.soldOutResponseSchema,
  },
  {
    method: 'get',
    path: '/api/admin/coupons',
    summary: "Coupons ('Cupons'), newest first",
    tag: 'admin',
    access: 'admin',
    response: coupons.adminCouponListSchema,
  },
  {
    method: 'post',
    path: '/api/admin/coupons',
    summary: 'Create a coupon',
    tag: 'admin',
    access: 'admin',
    body: couponSchema,
    response: coupons.adminCouponSchema,
    status: 201,
  },
  {
    method: 'put',
    path: '/api/admin/coupons/:id',
    summary: 'Save a coupon (its uses stay)',
    tag: 'admin',
    access: 'admin',
    body: couponSchema,
    response: coupons.adminCouponSchema,
  },
  {
    method: 'put',
    path: '/api/admin/coupons/:id/active',
    summary: 'Switch a coupon on or off',
    tag: 'admin',
    access: 'admin',
    body: couponActiveSchema,
    response: coupons.adminCouponSchema,
  },
  {
    method: 'delete',
    path: '/api/admin/coupons/:id',
    summary: 'Delete a coupon no order used; one used is deactivated instead',
    tag: 'admin',
    access: 'admin',
    response: coupons.couponDeleteResponseSchema,
  },
  {
    method: 'get',
    path: '/api/admin/categories',
    summary: 'Categories',
    tag: 'admin',
    access: 'admin',
    response: adminMenu.adminCategoryListSchema,
  },
  {
    method: 'post',
    path: '/api/admin/categories',
    summary: 'Create a category',
    tag: 'admin',
    access: 'admin',
    body: categorySchema,
    response: adminMenu.adminCategorySchema,
    status: 201,
  },
  {
    method: 'put',
    path: '/api/admin/categories/:id',
    summary: 'Save a category',
    tag: 'admin',
    access: 'admin',
    body: categorySchema,
    response: adminMenu.categoryUpdateResponseSchema,
  },
  {
    method: 'put',
    path: '/api/admin/categories/order',
    summary: 'Order the categories (all of them)',
    tag: 'admin',
    access: 'admin',
    body: categoryOrderSchema,
    response: okResponseSchema,
  },
  {
    method: 'delete',
    path: '/api/admin/categories/:id',
    summary: 'Delete an empty category',
    tag: 'admin',
    access: 'admin',
    response: okResponseSchema,
  },
  {
    method: 'get',
    path: '/api/admin/orders',
    summary: 'Orders, newest first, a page at a time',
    tag: 'admin',
    access: 'admin',
    query: adminOrderListQuery,
    response: adminOrders.adminOrderPageSchema,
  },
  {
    method: 'get',
    path: '/api/admin/orders/scheduled',
    summary: 'Scheduled orders not yet due, soonest first, with the minutes before their time staff are alerted',
    tag: 'admin',
    access: 'admin',
    response: adminOrders.adminScheduledOrdersSchema,
  },
  {
    method: 'get',
    path: '/api/admin/orders/:id',
    summary: 'One order with items and history',
    tag: 'admin',
    access: 'admin',
    response: adminOrders.adminOrderDetailSchema,
  },
  {
    method: 'put',
    path: '/api/admin/orders/:id/status',
    summary: 'Change the status',
    tag: 'admin',
    access: 'admin',
    body: statusBody,
    response: adminOrders.adminOrderDetailSchema,
  },
  {
    method: 'post',
    path: '/api/admin/orders/:id/payment/confirm',
    summary: "Confirm a PIX order's payment by hand (staff saw the money arrive)",
    tag: 'admin',
    access: 'admin',
    response: adminOrders.adminOrderDetailSchema,
  },
  {
    method: 'post',
    path: '/api/admin/orders/:id/payment/refund',
    summary: "Refund a cancelled card-online order's payment in full through Stripe (body optional)",
    tag: 'admin',
    access: 'admin',
    body: refundBody,
    response: adminOrders.adminOrderDetailSchema,
  },
  {
    method: 'post',
    path: '/api/admin/orders/:id/print',
    summary: 'Record a print (a new order goes to the kitchen)',
    tag: 'admin',
    access: 'admin',
    response: adminOrders.adminOrderDetailSchema,
  },
  {
    method: 'get',
    path: '/api/admin/store',
    summary: 'Store settings',
    tag: 'admin',
    access: 'admin',
    response: storeSettingsResponseSchema,
  },
  {
    method: 'put',
    path: '/api/admin/store',
    summary: 'Save some store settings',
    tag: 'admin',
    access: 'admin',
    body: storeSettingsUpdateSchema,
    response: storeSettingsResponseSchema,
  },
  {
    method: 'get',
    path: '/api/admin/delivery-neighbourhoods',
    summary: "The bairros of 'Taxa por bairro', in the store's order",
    tag: 'admin',
    access: 'admin',
    response: neighbourhoodListResponseSchema,
  },
  {
    method: 'put',
    path: '/api/admin/delivery-neighbourhoods',
    summary: "Replace the bairros of 'Taxa por bairro' (names, fees, not served, CEP ranges, order)",
    tag: 'admin',
    access: 'admin',
    body: neighbourhoodListSchema,
    response: neighbourhoodListResponseSchema,
  },
  {
    method: 'put',
    path: '/api/admin/store/address',
    summary: 'Geocode and save the store address',
    tag: 'admin',
    access: 'admin',
    body: storeAddressSchema,
    response: storeSettingsResponseSchema,
  },
  {
    method: 'get',
    path: '/api/admin/team',
    summary: 'Admins and pending requests',
    tag: 'admin',
    access: 'admin',
    response: teamResponseSchema,
  },
  {
    method: 'post',
    path: '/api/admin/team/requests/:id',
    summary: 'Approve or refuse a request',
    tag: 'admin',
    access: 'admin',
    body: decisionSchema,
    response: teamDecisionResponseSchema,
  },
  {
    method: 'delete',
    path: '/api/admin/team/admins/:id',
    summary: "Remove another admin's access (never one's own, never the last admin)",
    tag: 'admin',
    access: 'admin',
    response: okResponseSchema,
  },
  {
    method: 'get',
    path: '/api/admin/live/summary',
    summary: 'Orders waiting for the kitchen',
    tag: 'admin',
    access: 'admin',
    response: liveSummarySchema,
  },
  {
    method: 'get',
    path: '/api/admin/events',
    summary: 'Live events of every order (SSE)',
    tag: 'admin',
    access: 'admin',
    response: liveOrderEventSchema,
    stream: true,
  },
  {
    method: 'post',
    path: '/api/admin/uploads',
    summary: 'Upload an image (re-encoded to WebP)',
    tag: 'admin',
    access: 'admin',
    body: uploadRequestSchema,
    bodyType: 'multipart',
    response: uploadResponseSchema,
    status: 201,
  },
  {
    method: 'get',
    path: '/api/admin/dashboard',
    summary: 'Dashboard figures',
    tag: 'admin',
    access: 'admin',
    response: dashboardSummarySchema,
  },
];

/** Names of the response schemas in `components.schemas` (the rest are written inline). */
export const NAMED_RESPONSES: [z.ZodType, string][] = [
  [okResponseSchema, 'Ok'],
  [authAnswer, 'AuthAnswer'],
  [menu.publicMenuSchema, 'PublicMenu'],
  [menu.productDetailSchema, 'ProductDetail'],
  [menu.searchResultSchema, 'SearchResult'],
  [storeInfoSchema, 'StoreInfo'],
  [storeSettingsResponseSchema, 'StoreSettings'],
  [orders.orderViewSchema, 'OrderView'],
  [orders.placeOrderResultSchema, 'PlaceOrderResult'],
  [orders.orderQuoteSchema, 'OrderQuote'],
  [orders.customerOrderSchema, 'CustomerOrder'],
  [orders.customerOrderPageSchema, 'CustomerOrderPage'],
  [orders.selectedOptionSchema, 'SelectedOption'],
  [orders.orderAddressSchema, 'OrderAddress'],
  [adminOrders.adminOrderRowSchema, 'AdminOrderRow'],
  [adminOrders.adminOrderPageSchema, 'AdminOrderPage'],
  [adminOrders.adminOrderDetailSchema, 'AdminOrderDetail'],
  [adminMenu.adminCategorySchema, 'AdminCategory'],
  [adminMenu.adminProductSchema, 'AdminProduct'],
  [adminMenu.adminProductDetailSchema, 'AdminProductDetail'],
  [auth.currentUserSchema, 'CurrentUser'],
  [liveOrderEventSchema, 'LiveOrderEvent'],
];
