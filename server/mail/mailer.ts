import nodemailer from "nodemailer";
import type { Logger } from "../logger";

export interface Mailer {
  /** True when a real transport (SMTP_URL) is configured. */
  readonly configured: boolean;
  send(message: { to: string; subject: string; text: string }): Promise<void>;
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise the message goes to the server log. */
export function createMailer(options: { smtpUrl?: string; from: string }, logger: Logger): Mailer {
  if (!options.smtpUrl) {
    return {
      configured: false,
      async send(message) {
        logger.warn("E-mail not sent (no SMTP_URL); its content follows", { ...message });
      },
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    configured: true,
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
  };
}
