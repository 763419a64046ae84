import { randomBytes } from 'node:crypto';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { SmsRefusedError, type SmsGateway, type SmsSent } from './sms-gateway';
import { countSmsSegments } from './sms-segments';

/** E.164: a plus, a country code not starting with 0, at most 15 digits in all. */
const E164 = /^\+[1-9][0-9]{6,14}$/;

/**
 * The SMS gateway when no provider is configured: it checks each message as a provider does (an
 * E.164 number that exists, a text of at most `maxSegments` segments) and refuses what one would,
 * then answers a provider-style message id. The message it "sends" is the outbox row itself (channel
 * sms, transport 'sms-stand-in', that id), which the dev mailbox shows.
 */
export class StandInSmsGateway implements SmsGateway {
  readonly name = 'sms-stand-in';
  readonly inline = true;

  constructor(private readonly maxSegments: number) {}

  async send(to: string, text: string): Promise<SmsSent> {
    if (!E164.test(to) || !parsePhoneNumberFromString(to)?.isValid()) {
      throw new SmsRefusedError('INVALID_NUMBER', `Not a valid E.164 phone number: ${to}`);
    }
    const { segments } = countSmsSegments(text);
    if (segments === 0) throw new SmsRefusedError('EMPTY_TEXT', 'The message has no text');
    if (segments > this.maxSegments) {
      throw new SmsRefusedError(
        'TEXT_TOO_LONG',
        `The message takes ${segments} segments; at most ${this.maxSegments} are sent`,
      );
    }
    return { providerMessageId: `SM${randomBytes(16).toString('hex')}`, segments };
  }
}
