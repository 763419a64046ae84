import nodemailer, { type Transporter } from 'nodemailer';

/** SMTP_URL (smtp://user:pass@host:587, smtps://… for implicit TLS) and SMTP_FROM, the sender. */
export interface SmtpOptions {
  url: string;
  from: string;
}

/** Read once at start-up; null (no SMTP: the outbox row is the delivered message) without SMTP_URL. */
export function smtpOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): SmtpOptions | null {
  const url = env.SMTP_URL;
  if (!url) return null;
  if (!/^smtps?:\/\//.test(url)) throw new Error('SMTP_URL must start with smtp:// or smtps://');
  if (!env.SMTP_FROM) throw new Error('SMTP_FROM (the sender address) is required with SMTP_URL');
  return { url, from: env.SMTP_FROM };
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: { filename: string; contentType: string; content: Buffer }[];
  /** A Message-ID that stays the same when the message is sent again, so a reader can tell repeats. */
  messageId: string;
}

/** An SMTP reply code of 500 or more: the server will not take this message, ever. */
export function isPermanentSmtpFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500;
}

/** Email through an SMTP server (nodemailer): one connection per message, bounded waits. */
export class SmtpTransport {
  readonly name = 'smtp';
  private readonly transporter: Transporter;

  constructor(private readonly options: SmtpOptions) {
    this.transporter = nodemailer.createTransport({
      url: options.url,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
  }

  /** The domain Message-IDs are made in: the sender's. */
  get domain(): string {
    return this.options.from.replace(/^.*@/, '').replace(/>.*$/, '') || 'localhost';
  }

  /** Answers the server's queue id when it says one (e.g. "250 OK: queued as ABC"), else the Message-ID. */
  async send(mail: OutgoingMail): Promise<string> {
    const info = await this.transporter.sendMail({
      from: this.options.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html === null ? {} : { html: mail.html }),
      attachments: mail.attachments,
      messageId: mail.messageId,
    });
    const queued = /queued as ([^\s]+)/i.exec(info.response ?? '')?.[1];
    return queued ?? info.messageId;
  }

  close(): void {
    this.transporter.close();
  }
}
