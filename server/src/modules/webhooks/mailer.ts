// Email to the business (docs/webhooks.md, "Email notices"): sent through SMTP_URL from
// MAIL_FROM, by the same outbox worker as the webhooks, so a notice is retried like them.
import nodemailer from 'nodemailer';
import type { AttemptResult } from './sender.ts';

export interface Mailer {
  send(to: string, message: { subject: string; text: string }): Promise<AttemptResult>;
  close(): void;
}

export function createMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(to, { subject, text }) {
      const started = performance.now();
      const durationMs = () => Math.round(performance.now() - started);
      try {
        await transport.sendMail({ from, to, subject: `Coursedesk: ${subject}`, text });
        return { ok: true, statusCode: null, durationMs: durationMs(), error: null };
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode ?? null;
        return { ok: false, statusCode: code, durationMs: durationMs(), error: String(error) };
      }
    },
    close() {
      transport.close();
    },
  };
}
