import { eventually } from './browser';

export interface MailboxMessage {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  sentAt: string;
  attachments: { position: number; filename: string; contentType: string }[];
}

/** The messages the shop sent one recipient, newest first, from the dev mailbox (loopback only). */
export async function mailboxOf(shopUrl: string, recipient: string): Promise<MailboxMessage[]> {
  const response = await fetch(`${shopUrl}/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  if (!response.ok) throw new Error(`The dev mailbox answered ${response.status}`);
  return ((await response.json()) as { messages: MailboxMessage[] }).messages;
}

/** Waits for the count of messages to a recipient to reach `count`, then answers the newest. */
export async function newestMessage(shopUrl: string, recipient: string, count = 1): Promise<MailboxMessage> {
  await eventually(async () => (await mailboxOf(shopUrl, recipient)).length >= count, true);
  return (await mailboxOf(shopUrl, recipient))[0];
}

/**
 * The first shop link in a message whose path contains `pathPart`, moved onto the running shop's
 * origin: the journeys' shop listens on a free port chosen after the API wrote its links.
 */
export function linkIn(message: MailboxMessage, pathPart: string, shopUrl: string): string {
  const links = message.body.match(/https?:\/\/[^\s"'<>)]+/g) ?? [];
  const link = links.find((candidate) => new URL(candidate).pathname.includes(pathPart));
  if (!link) throw new Error(`No ${pathPart} link in "${message.subject}": ${message.body}`);
  const { pathname, search } = new URL(link);
  return `${shopUrl}${pathname}${search}`;
}

/** The bytes of a message's attachment, as the dev mailbox lets its reader download it. */
export async function attachmentOf(shopUrl: string, message: MailboxMessage, filename: RegExp): Promise<Buffer> {
  const attachment = message.attachments.find((candidate) => filename.test(candidate.filename));
  if (!attachment) throw new Error(`No attachment ${filename} in "${message.subject}"`);
  const response = await fetch(`${shopUrl}/api/dev/mailbox/${message.id}/attachments/${attachment.position}`);
  if (!response.ok) throw new Error(`The dev mailbox answered ${response.status} for ${attachment.filename}`);
  return Buffer.from(await response.arrayBuffer());
}
