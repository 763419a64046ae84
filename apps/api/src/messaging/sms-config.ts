import type { SmsGateway } from './sms-gateway';
import { StandInSmsGateway } from './sms-stand-in';

/** The gateways the shop has an adapter for. */
export const SMS_GATEWAYS = ['stand-in'] as const;
export type SmsGatewayName = (typeof SMS_GATEWAYS)[number];

export interface SmsOptions {
  gateway: SmsGatewayName;
  /** The longest message sent, in segments (gateways cap concatenated messages; 10 is common). */
  maxSegments: number;
}

export const DEFAULT_SMS_MAX_SEGMENTS = 10;

/**
 * Read once at start-up: SMS_GATEWAY (default 'stand-in') and SMS_MAX_SEGMENTS. A gateway the shop has
 * no adapter for stops the start, rather than dropping every SMS.
 */
export function smsOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): SmsOptions {
  const gateway = env.SMS_GATEWAY || 'stand-in';
  if (!(SMS_GATEWAYS as readonly string[]).includes(gateway)) {
    throw new Error(`SMS_GATEWAY=${gateway}: no adapter for it (known: ${SMS_GATEWAYS.join(', ')})`);
  }
  const maxSegments = Number(env.SMS_MAX_SEGMENTS || DEFAULT_SMS_MAX_SEGMENTS);
  if (!Number.isInteger(maxSegments) || maxSegments < 1) {
    throw new Error(`SMS_MAX_SEGMENTS=${env.SMS_MAX_SEGMENTS}: a whole number of segments, at least 1`);
  }
  return { gateway: gateway as SmsGatewayName, maxSegments };
}

export function createSmsGateway(options: SmsOptions): SmsGateway {
  return new StandInSmsGateway(options.maxSegments);
}
