/** One nodemailer SMTP transport per process for SMTP_URL (staff notifications and account mails share it). */
import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { env } from '@/lib/platform/env';

let transport: { url: string; transporter: Transporter } | undefined;

/** The transport of an SMTP address, made once and remade when the address changes. */
export function transporterFor(url: string): Transporter {
  if (transport?.url !== url) {
    transport?.transporter.close();
    transport = {
      url,
      transporter: nodemailer.createTransport({
        url,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      } as SMTPTransport.Options),
    };
  }
  return transport.transporter;
}

/** The sender of the site's mails: NOTIFY_FROM, else noreply@ the SITE_URL host. */
export function mailFrom(): string {
  return env().NOTIFY_FROM ?? `noreply@${new URL(env().SITE_URL).hostname}`;
}
