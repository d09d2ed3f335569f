import { createTransport } from 'nodemailer';
import type { RenderedEmail } from './frame.js';

export interface Mailer {
  send(to: string, mail: RenderedEmail): Promise<void>;
  close(): void;
}

/**
 * SMTP from a URL (smtp://user:pass@host:port, smtps:// for implicit TLS; plain smtp upgrades with
 * STARTTLS when offered). Pooled, with timeouts so a stuck server fails the job and BullMQ retries.
 */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const transport = createTransport({
    pool: true,
    maxConnections: 2,
    host: url.hostname,
    port: Number(url.port) || (secure ? 465 : 587),
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(to, mail) {
      await transport.sendMail({
        from,
        to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.attachments ? { attachments: mail.attachments } : {}),
      });
    },
    close: () => transport.close(),
  };
}
