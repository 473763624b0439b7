import type { Deps } from './http/context';
import { createLimits } from './http/limits';
import { createFiscalIssuing } from './modules/fiscal/service';
import { createIfoodIntegration } from './modules/ifood/service';
import { createOrderEventHub } from './modules/live/order-event-hub';
import { createMailer } from './modules/mail/mailer';
import { createCachedMenu } from './modules/menu/cached-menu';
import { createMenuVersion } from './modules/menu/menu-version';
import { createOrderMailFeed } from './modules/orders/order-mail-feed';
import { createPaymentExpiry } from './modules/payments/payment-expiry';
import { logCertificateExpiry } from './modules/payments/pix-api/certificate-expiry';
import { pixPaymentsFromConfig } from './modules/payments/pix-charges';
import { createPixSweep } from './modules/payments/pix-sweep';
import { pixWebhookUrl } from './modules/payments/pix-webhook-registration';
import { stripeFromConfig } from './modules/payments/stripe-client';
import { createKitchenFeed } from './modules/printing/kitchen-feed';
import { createPrintQueue } from './modules/printing/print-queue';
import { createPushFeed } from './modules/push/push-feed';
import { vapidKeysOnce } from './modules/push/vapid-keys';
import { createReviewInviter } from './modules/reviews/invitations';
import { reviewUrls } from './modules/reviews/review-link';
import type { Ctx } from './modules/route-context';
import { storeServices } from './modules/store/service';
import { uploadStorage } from './modules/uploads/storage';
import { createWhatsappMessaging } from './modules/whatsapp/service';
import { createWinBackScan } from './modules/win-back/scan';

/**
 * The per-app singletons the route tables share (the menu cache, the limits, the live hub, the
 * feeds) and the background rounds, started: what createApp needs before it mounts a route.
 */
export function createAppContext(deps: Deps) {
  const menuVersion = createMenuVersion();
  const menu = createCachedMenu(deps.database, menuVersion, deps.logger, storeServices(deps.config), () =>
    deps.now().getTime(),
  );
  const mail = createMailer(deps.database.db, deps.config, deps.logger);
  const orderMails = createOrderMailFeed({
    db: deps.database.db,
    mail,
    publicUrl: deps.config.publicUrl,
    reviewUrl: reviewUrls(deps.config.publicUrl, deps.config.AUTH_SECRET!),
    logger: deps.logger,
  });
  // Delivered orders invite their customer to rate them (docs/product.md#reviews).
  const reviewInvites = createReviewInviter({ database: deps.database, logger: deps.logger, now: deps.now });
  // Order notifications in the browser, sent from the order events (docs/decisions/012-web-push.md).
  const pushKeys = vapidKeysOnce(deps.database.db);
  const pushFeed = createPushFeed({
    database: deps.database,
    keys: pushKeys,
    subject: deps.config.vapidSubject,
    publicUrl: deps.config.publicUrl,
    allowLocal: deps.config.PUSH_LOCAL_ENDPOINTS,
    logger: deps.logger,
  });
  const { printQueue, feed: kitchenFeed } = createKitchen(deps);
  const pix = pixPaymentsFromConfig(deps.config);
  // Order messages through the WhatsApp Cloud API, when configured (docs/decisions/021).
  const whatsapp = createWhatsappMessaging(deps);
  // iFood's orders on the same board, when configured (docs/decisions/024).
  const ifood = createIfoodIntegration({ ...deps, menuVersion });
  const ctx: Ctx = {
    ...deps,
    menuVersion,
    menu,
    live: createOrderEventHub(deps.database, deps.logger),
    limits: createLimits(deps.config, deps.database, deps.logger),
    mail,
    orderMails,
    pix,
    push: { keys: pushKeys, feed: pushFeed },
    kitchen: { feed: kitchenFeed, printQueue },
    uploads: uploadStorage(deps.config),
    whatsapp,
    ifood,
    // NFC-e for the orders, when a fiscal provider is configured (docs/decisions/025).
    fiscal: createFiscalIssuing({ ...deps, issued: wake(printQueue, mail) }),
  };
  const rounds = startRounds(ctx);
  // 'Sentimos sua falta': customers gone quiet get a coupon of their own (docs/product.md#sentimos-sua-falta).
  const winBack = createWinBackScan({
    db: deps.database.db,
    logger: deps.logger,
    now: deps.now,
    publicUrl: deps.config.publicUrl,
    secret: deps.config.AUTH_SECRET!,
    mailQueued: mail.kick,
    intervalMs: deps.config.WIN_BACK_INTERVAL_MS,
  });
  return {
    ctx,
    /** Cancels orders whose online payment never came; tests run a round with `runOnce`. */
    paymentExpiry: rounds.paymentExpiry,
    reviewInvites,
    /** Writes to the customers gone quiet; tests run a pass with `runOnce`. */
    winBack,
    stop: async () => {
      await Promise.all([
        ctx.limits.stop(),
        ctx.live.stop(),
        orderMails.stop(),
        pushFeed.stop(),
        kitchenFeed.stop(),
        rounds.stop(),
        whatsapp?.stop(),
        ifood?.stop(),
        ctx.fiscal.stop(),
        reviewInvites.stop(),
        winBack.stop(),
      ]);
      await printQueue.stop();
      await mail.stop();
    },
  };
}

/** The kitchen's printers, fed from the order events (docs/product.md#kitchen-printers). */
function createKitchen({ database, logger }: Deps) {
  const printQueue = createPrintQueue({ db: database.db, logger });
  const feed = createKitchenFeed({ database, logger, printed: () => void printQueue.kick() });
  return { printQueue, feed };
}

/** Wakes queues that something was just written for. */
const wake =
  (...queues: { kick(): unknown }[]) =>
  () =>
    queues.forEach((q) => void q.kick());

/** The rounds that run on a timer: the PIX sweep (when a bank is set) and the unpaid orders' expiry. */
function startRounds({ config, database, logger, now, pix }: Ctx) {
  // PIX confirmed by the bank: open charges are checked (and the webhook kept registered) in the background.
  const pixSweep =
    pix &&
    createPixSweep({
      db: database.db,
      pix,
      logger,
      now,
      // Only an address the bank can reach (PUBLIC_URL) is registered as the webhook.
      webhookUrl: config.PUBLIC_URL ? pixWebhookUrl(config.publicUrl, pix.webhookToken) : null,
    });
  pixSweep?.start();
  // Orders whose online payment never came are cancelled, giving back what they held.
  const paymentExpiry = createPaymentExpiry({
    db: database.db,
    stripe: stripeFromConfig(config),
    pix,
    logger,
    now,
    intervalMs: 60_000,
  });
  paymentExpiry.start();
  if (pix) logCertificateExpiry(config, logger, now());
  return {
    paymentExpiry,
    stop: async () => {
      await Promise.all([pixSweep?.stop(), paymentExpiry.stop()]);
    },
  };
}
