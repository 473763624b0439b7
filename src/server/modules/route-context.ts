import type { Deps } from '../http/context';
import type { Limits } from '../http/limits';
import type { FiscalIssuing } from './fiscal/service';
import type { IfoodIntegration } from './ifood/service';
import type { OrderEventHub } from './live/order-event-hub';
import type { Mailer } from './mail/mailer';
import type { CachedMenu } from './menu/cached-menu';
import type { MenuVersion } from './menu/menu-version';
import type { OrderMailFeed } from './orders/order-mail-feed';
import type { PixPayments } from './payments/pix-charges';
import type { KitchenFeed } from './printing/kitchen-feed';
import type { PrintQueue } from './printing/print-queue';
import type { PushFeed } from './push/push-feed';
import type { VapidKeys } from './push/vapid-keys';
import type { UploadStorage } from './uploads/storage';
import type { WhatsappMessaging } from './whatsapp/service';

/**
 * What route factories (`modules/<domain>/routes.ts`, `auth/auth-routes.ts`) receive: the deps
 * plus the per-app singletons createApp builds. It lives here, not in http/, because it names
 * the modules' own singletons and http/ never imports the modules (docs/architecture.md#layers).
 */
export type Ctx = Deps & {
  menuVersion: MenuVersion;
  menu: CachedMenu;
  live: OrderEventHub;
  limits: Limits;
  mail: Mailer;
  orderMails: OrderMailFeed;
  /** PIX confirmed by the bank, or null for the static code (docs/decisions/008). */
  pix: PixPayments | null;
  /** Order notifications: the server's VAPID keys and the feed that sends (modules/push). */
  push: { keys: () => Promise<VapidKeys>; feed: PushFeed };
  /** The kitchen: auto-accept and print jobs from the order events, and the queue that prints them (modules/printing). */
  kitchen: { feed: KitchenFeed; printQueue: PrintQueue };
  /** Uploaded photos: DATA_DIR/uploads or the S3 bucket. */
  uploads: UploadStorage;
  /** Order messages through the WhatsApp Cloud API; null when not configured (modules/whatsapp). */
  whatsapp: WhatsappMessaging | null;
  /** iFood's orders through its Merchant API; null when not configured (modules/ifood). */
  ifood: IfoodIntegration | null;
  /** NFC-e through the fiscal provider (modules/fiscal); its provider is null when not configured. */
  fiscal: FiscalIssuing;
};
