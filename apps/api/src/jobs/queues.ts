/**
 * The job queues (pg-boss). Every API process works them; a job runs in one process at a time, is
 * retried with exponential backoff when its handler throws, and survives restarts (it is a row).
 */
export const QUEUES = {
  /** A card delivery (email, SMS or a document) that was scheduled or must be made outside the payment. */
  delivery: 'delivery',
  /** One pending outbox message (email by SMTP, SMS by a gateway) to send: messaging/outbox-sending.ts. */
  outboxSending: 'outbox-sending',
  /** The hour's cashback credits (features/back-office/cashback.ts), one job per hour slot. */
  cashback: 'cashback',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** Retry policy of every queue unless a send says otherwise: 6 tries over about half an hour. */
export const DEFAULT_RETRY = { retryLimit: 5, retryDelay: 30, retryBackoff: true } as const;
