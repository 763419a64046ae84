/** Why a gateway refused a message; none of them gets better by trying again. */
export type SmsRefusal = 'INVALID_NUMBER' | 'EMPTY_TEXT' | 'TEXT_TOO_LONG';

/** A gateway's refusal of one message (a permanent failure: the message is marked failed). */
export class SmsRefusedError extends Error {
  constructor(
    readonly refusal: SmsRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'SmsRefusedError';
  }
}

export interface SmsSent {
  /** The gateway's id of the message. */
  providerMessageId: string;
  segments: number;
}

/**
 * Where SMS leave the shop. `send` answers the provider's message id, or throws SmsRefusedError for a
 * number or text the gateway refuses (any other error is transient: the sending is retried).
 */
export interface SmsGateway {
  /** The outbox's `transport` of the messages it sends. */
  readonly name: string;
  /** True when sending is local and instant (the stand-in): done in the writer's transaction, no job. */
  readonly inline: boolean;
  send(to: string, text: string): Promise<SmsSent>;
}
