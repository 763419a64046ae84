import { SmsRefusedError } from './sms-gateway';
import { StandInSmsGateway } from './sms-stand-in';
import { smsOptionsFromEnv } from './sms-config';

const gateway = new StandInSmsGateway(3);

async function refusal(to: string, text: string) {
  const error = await gateway.send(to, text).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  return error instanceof SmsRefusedError ? error.refusal : error;
}

describe('the SMS gateway stand-in', () => {
  it('answers a provider message id and the segments of a valid message', async () => {
    const sent = await gateway.send('+971501234567', 'Your verification code is 123456.');
    expect(sent).toEqual({ providerMessageId: expect.stringMatching(/^SM[0-9a-f]{32}$/), segments: 1 });
    const again = await gateway.send('+971501234567', 'ب'.repeat(71));
    expect(again.segments).toBe(2);
    expect(again.providerMessageId).not.toBe(sent.providerMessageId);
  });

  it('refuses numbers that are not E.164 or do not exist, as a gateway does', async () => {
    expect(await refusal('0501234567', 'hi')).toBe('INVALID_NUMBER'); // national form
    expect(await refusal('+971 50 123 4567', 'hi')).toBe('INVALID_NUMBER'); // spaces
    expect(await refusal('+0501234567', 'hi')).toBe('INVALID_NUMBER');
    expect(await refusal('+9715012345678901', 'hi')).toBe('INVALID_NUMBER'); // 16 digits
    expect(await refusal('+97112', 'hi')).toBe('INVALID_NUMBER');
    expect(await refusal('+15550000000', 'hi')).toBe('INVALID_NUMBER'); // no such US number
  });

  it('refuses an empty text and one longer than its segment limit', async () => {
    expect(await refusal('+33612345678', '')).toBe('EMPTY_TEXT');
    await expect(gateway.send('+33612345678', 'a'.repeat(153 * 3))).resolves.toMatchObject({ segments: 3 });
    expect(await refusal('+33612345678', 'a'.repeat(153 * 3 + 1))).toBe('TEXT_TOO_LONG');
    expect(await refusal('+33612345678', 'ب'.repeat(67 * 3 + 1))).toBe('TEXT_TOO_LONG');
  });

  it('is configured by the environment and refuses a gateway it has no adapter for', () => {
    expect(smsOptionsFromEnv({})).toEqual({ gateway: 'stand-in', maxSegments: 10 });
    expect(smsOptionsFromEnv({ SMS_MAX_SEGMENTS: '4' })).toEqual({ gateway: 'stand-in', maxSegments: 4 });
    expect(() => smsOptionsFromEnv({ SMS_GATEWAY: 'acme' })).toThrow('SMS_GATEWAY=acme: no adapter');
    expect(() => smsOptionsFromEnv({ SMS_MAX_SEGMENTS: '0' })).toThrow('SMS_MAX_SEGMENTS');
  });
});
