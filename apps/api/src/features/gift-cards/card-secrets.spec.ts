import { CARD_SECRET_ENV, PREVIOUS_CARD_SECRETS_ENV, cardSecretsOf } from './card-secrets';

const CURRENT = 'the-current-card-secret-0123456789abcdef';
const OLDER = 'an-older-card-secret-0123456789abcdefghij';
const OLDEST = 'the-oldest-card-secret-0123456789abcdefgh';

describe('card secrets of the environment', () => {
  it('read the current secret and one or several previous ones; an empty previous setting is none', () => {
    expect(cardSecretsOf({ [CARD_SECRET_ENV]: CURRENT })).toEqual({ current: CURRENT, previous: [] });
    expect(cardSecretsOf({ [CARD_SECRET_ENV]: CURRENT, [PREVIOUS_CARD_SECRETS_ENV]: OLDER })).toEqual({
      current: CURRENT,
      previous: [OLDER],
    });
    expect(cardSecretsOf({ [CARD_SECRET_ENV]: CURRENT, [PREVIOUS_CARD_SECRETS_ENV]: `${OLDER},${OLDEST}` })).toEqual({
      current: CURRENT,
      previous: [OLDER, OLDEST],
    });
    expect(cardSecretsOf({ [CARD_SECRET_ENV]: CURRENT, [PREVIOUS_CARD_SECRETS_ENV]: '' }).previous).toEqual([]);
    expect(cardSecretsOf({})).toEqual({ current: undefined, previous: [] });
  });

  it.each([
    [{ NODE_ENV: 'production' }, 'SHOP_CARD_SECRET is required in production'],
    [{ [CARD_SECRET_ENV]: 'short' }, 'SHOP_CARD_SECRET must be at least 32 characters'],
    [{ [PREVIOUS_CARD_SECRETS_ENV]: OLDER }, 'SHOP_CARD_SECRET_PREVIOUS is set but SHOP_CARD_SECRET is not'],
    [
      { [CARD_SECRET_ENV]: CURRENT, [PREVIOUS_CARD_SECRETS_ENV]: `${OLDER},` },
      'SHOP_CARD_SECRET_PREVIOUS: secret 2 of 2 has 0 characters, a card secret at least 32',
    ],
    [
      { [CARD_SECRET_ENV]: CURRENT, [PREVIOUS_CARD_SECRETS_ENV]: `${OLDER}, ${OLDEST}` },
      'SHOP_CARD_SECRET_PREVIOUS: secret 2 of 2 starts or ends with a space',
    ],
    [
      { [CARD_SECRET_ENV]: CURRENT, [PREVIOUS_CARD_SECRETS_ENV]: CURRENT },
      'SHOP_CARD_SECRET_PREVIOUS: secret 1 of 1 is SHOP_CARD_SECRET itself',
    ],
    [
      { [CARD_SECRET_ENV]: CURRENT, [PREVIOUS_CARD_SECRETS_ENV]: `${OLDER},${OLDER}` },
      'SHOP_CARD_SECRET_PREVIOUS: secret 2 of 2 is listed twice',
    ],
  ])('refuse %o with a message naming what is wrong', (env, message) => {
    expect(() => cardSecretsOf(env)).toThrow(message);
  });

  it('never put a secret in the message', () => {
    const half = 'a-half-secret-with,a-comma-inside-0123456789';
    expect(() => cardSecretsOf({ [CARD_SECRET_ENV]: CURRENT, [PREVIOUS_CARD_SECRETS_ENV]: half })).toThrow(
      /^(?!.*half-secret)(?!.*comma-inside).*cannot contain one/,
    );
  });
});
