/** The environment variable holding the card secret (docs/decisions/0007-card-secrets.md). */
export const CARD_SECRET_ENV = 'SHOP_CARD_SECRET';
/** The secrets rotated out, still opening what they sealed (docs/decisions/0062-card-secret-rotation.md). */
export const PREVIOUS_CARD_SECRETS_ENV = 'SHOP_CARD_SECRET_PREVIOUS';
/** A secret shorter than this is refused: it would be the weak point of every card number. */
export const CARD_SECRET_MIN_LENGTH = 32;

type Environment = Readonly<Record<string, string | undefined>>;

/** The card secrets of the environment: the current one (undefined outside production) and the previous ones. */
export interface CardSecrets {
  current: string | undefined;
  previous: string[];
}

const ROTATION_DOC = 'see docs/deploy.md "Rotating the card secret"';

/**
 * Reads and checks the card secrets; throws a message naming what is wrong (never a secret's value), so a
 * replica with a mistyped setting refuses to start instead of failing card by card.
 * SHOP_CARD_SECRET_PREVIOUS holds one secret or several separated by commas (a secret has no comma).
 */
export function cardSecretsOf(env: Environment): CardSecrets {
  const current = env[CARD_SECRET_ENV];
  if (current !== undefined && current.length < CARD_SECRET_MIN_LENGTH)
    throw new Error(`${CARD_SECRET_ENV} must be at least ${CARD_SECRET_MIN_LENGTH} characters`);
  if (current === undefined && env.NODE_ENV === 'production')
    throw new Error(`${CARD_SECRET_ENV} is required in production (the gift-card keys derive from it)`);
  const listed = env[PREVIOUS_CARD_SECRETS_ENV];
  if (listed === undefined || listed === '') return { current, previous: [] };
  if (current === undefined)
    throw new Error(
      `${PREVIOUS_CARD_SECRETS_ENV} is set but ${CARD_SECRET_ENV} is not: the new secret goes in ` +
        `${CARD_SECRET_ENV}, the old ones in ${PREVIOUS_CARD_SECRETS_ENV} (${ROTATION_DOC})`,
    );
  const previous = listed.split(',');
  previous.forEach((secret, index) => {
    const which = `${PREVIOUS_CARD_SECRETS_ENV}: secret ${index + 1} of ${previous.length}`;
    if (secret.trim() !== secret)
      throw new Error(`${which} starts or ends with a space; separate secrets with a comma alone`);
    if (secret.length < CARD_SECRET_MIN_LENGTH)
      throw new Error(
        `${which} has ${secret.length} characters, a card secret at least ${CARD_SECRET_MIN_LENGTH} ` +
          '(commas separate secrets, so a secret cannot contain one)',
      );
    if (secret === current) throw new Error(`${which} is ${CARD_SECRET_ENV} itself (${ROTATION_DOC})`);
    if (previous.indexOf(secret) !== index) throw new Error(`${which} is listed twice`);
  });
  return { current, previous };
}
