import nodemailer from "nodemailer";
import type { Logger } from "../logger";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to `text` (the alert digest has one). */
  html?: string;
}

export interface Mailer {
  /** True when a real transport (SMTP_URL) is configured. */
  readonly configured: boolean;
  send(message: MailMessage): Promise<void>;
}

// A mail server that accepts the connection and then says nothing must not hold a request (the
// digest's 'Send test e-mail') or the daily digest run for nodemailer's default minutes.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** SMTP through nodemailer when SMTP_URL is set; otherwise the message goes to the server log. */
export function createMailer(options: { smtpUrl?: string; from: string }, logger: Logger): Mailer {
  if (!options.smtpUrl) {
    return {
      configured: false,
      async send(message) {
        logger.warn("E-mail not sent (no SMTP_URL); its content follows", { to: message.to, subject: message.subject, text: message.text });
      },
    };
  }
  // Settings in the URL (its query string included) win over these defaults.
  const transport = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
  return {
    configured: true,
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
  };
}
