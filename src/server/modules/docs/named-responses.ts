import type { z } from 'zod';
import * as adminMenu from '@shared/contract/admin-menu';
import * as adminOrders from '@shared/contract/admin-orders';
import * as auth from '@shared/contract/auth';
import { okResponseSchema } from '@shared/contract/common';
import { liveOrderEventSchema } from '@shared/contract/live';
import * as menu from '@shared/contract/menu';
import * as orders from '@shared/contract/orders';
import { storeInfoSchema, storeSettingsResponseSchema } from '@shared/contract/store';

/**
 * Answers, and parts of answers, shared by several operations: the document names them once
 * (`#/components/schemas/OrderView`) instead of after the first operation that answers them.
 */
export const NAMED_RESPONSES: [z.ZodType, string][] = [
  [okResponseSchema, 'Ok'],
  [auth.authAnswerSchema, 'AuthAnswer'],
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
