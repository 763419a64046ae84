import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A notification as it went from the provider to the API, and what the API answered. */
export interface RelayedNotification {
  signature: string;
  body: string;
  status: number;
}

export interface NotificationRelay {
  /** Give this to the provider (PSP_NOTIFICATION_URL) instead of the API's route. */
  url: string;
  /** What was relayed so far, oldest first. */
  relayed: RelayedNotification[];
  close(): Promise<void>;
}

/** POSTs a notification's exact body with its signature header to the API's route; answers the status. */
export async function postNotification(routeUrl: string, body: string, signature: string | null): Promise<number> {
  const response = await fetch(routeUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'sandbox-signature': signature }) },
    body,
  });
  await response.text();
  return response.status;
}

/** A signature header as the sandbox signs (Stripe's scheme), computed here independently of it. */
export function signNotification(secret: string, body: string, atMs: number): string {
  const t = Math.floor(atMs / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

/**
 * A loopback stand-in for the network between the provider and the API: each notification the provider
 * sends is passed to the API's route unchanged and recorded with the API's answer, so a test can send
 * the very same request again (a replay) and see what the provider was told.
 */
export async function startNotificationRelay(routeUrl: string): Promise<NotificationRelay> {
  const relayed: RelayedNotification[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const signature = String(request.headers['sandbox-signature'] ?? '');
      postNotification(routeUrl, body, signature).then(
        (status) => {
          relayed.push({ signature, body, status });
          response.statusCode = status;
          response.end();
        },
        () => {
          response.statusCode = 502;
          response.end();
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/notifications`,
    relayed,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
