import type { Router } from 'express';
import type { ConsumerSpec, Runtime } from '@minutemart/kit';
import type { UserConfig } from './config.js';
import { userModel } from './data/user-model.js';
import { notificationModel, notificationPrefsModel } from './data/notification-model.js';
import { smtpMailer } from './mail/mailer.js';
import { OrderClient } from './notify/order-client.js';
import { NotificationSender } from './notify/notification-sender.js';
import { orderNotificationConsumer } from './events/order-notifications.js';
import { notificationRoutes } from './api/notification-routes.js';

/** Order mails (ADR 0019): the ledger, its sender, the consumer that fills it and the settings route, for service.ts. */
export async function notifications(rt: Pick<Runtime, 'db' | 'logger'>, config: UserConfig) {
  const ledger = notificationModel(rt.db);
  const prefs = notificationPrefsModel(rt.db);
  await Promise.all([ledger.syncIndexes(), prefs.syncIndexes()]);
  const base = config.PUBLIC_BASE_URL.replace(/\/$/, '');
  const mailer = smtpMailer(config.SMTP_URL, config.MAIL_FROM);
  const sender = new NotificationSender(
    ledger,
    userModel(rt.db),
    prefs,
    new OrderClient(config.ORDER_SERVICE_URL, config.INTERNAL_TOKEN),
    mailer,
    {
      pollMs: config.NOTIFY_POLL_MS,
      retryBaseMs: config.NOTIFY_RETRY_BASE_MS,
      retryMaxMs: config.NOTIFY_RETRY_MAX_MS,
      leaseMs: 120_000,
      concurrency: 4,
      giveUpAfterMs: 3 * 24 * 3600_000,
      orderUrl: () => `${base}/dashboard/myorders`,
    },
    rt.logger,
  );
  sender.start();
  const routes: [string, Router][] = [['/api/user/notifications', notificationRoutes(prefs)]];
  const consumer: ConsumerSpec = orderNotificationConsumer(ledger, () => sender.nudge());
  return {
    routes,
    consumer,
    close: async () => {
      await sender.stop();
      mailer.close();
    },
  };
}
