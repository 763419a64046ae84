import {
  EnvelopeError,
  createAgreementKeyPair,
  createInitId,
  createRequestNonce,
  deriveEnvelopeKeyBytes,
  formatRequestToken,
  fromBase64Url,
  importEnvelopeKey,
  openJson,
  parseRequestToken,
  requestBinding,
  responseBinding,
  sealJson,
  toBase64Url,
} from './index';

async function negotiatedKeys() {
  const client = await createAgreementKeyPair();
  const server = await createAgreementKeyPair();
  const initId = createInitId();
  const clientBytes = await deriveEnvelopeKeyBytes(client.privateKey, server.publicKey, initId);
  const serverBytes = await deriveEnvelopeKeyBytes(server.privateKey, client.publicKey, initId);
  return { clientBytes, serverBytes, initId, client, server };
}

describe('key agreement', () => {
  it('gives both ends the same 256-bit key without sending it', async () => {
    const { clientBytes, serverBytes, client } = await negotiatedKeys();
    expect(clientBytes).toHaveLength(32);
    expect(toBase64Url(clientBytes)).toBe(toBase64Url(serverBytes));
    expect(client.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });

  it('gives another key to another init token', async () => {
    const client = await createAgreementKeyPair();
    const server = await createAgreementKeyPair();
    const first = await deriveEnvelopeKeyBytes(client.privateKey, server.publicKey, createInitId());
    const second = await deriveEnvelopeKeyBytes(client.privateKey, server.publicKey, createInitId());
    expect(toBase64Url(first)).not.toBe(toBase64Url(second));
  });
});

describe('sealing', () => {
  it('round-trips JSON and hides the plaintext', async () => {
    const { clientBytes, serverBytes } = await negotiatedKeys();
    const sealed = await sealJson(
      await importEnvelopeKey(clientBytes),
      { password: 'Secret-1' },
      requestBinding('login'),
    );
    expect(sealed).not.toContain('Secret');
    const opened = await openJson(await importEnvelopeKey(serverBytes), sealed, requestBinding('login'));
    expect(opened).toEqual({ password: 'Secret-1' });
  });

  it('refuses a body bound to another call or direction', async () => {
    const { clientBytes } = await negotiatedKeys();
    const key = await importEnvelopeKey(clientBytes);
    const sealed = await sealJson(key, { a: 1 }, requestBinding('login'));
    await expect(openJson(key, sealed, requestBinding('register'))).rejects.toThrow(EnvelopeError);
    await expect(openJson(key, sealed, responseBinding('login'))).rejects.toThrow(EnvelopeError);
  });

  it('refuses a tampered or foreign envelope', async () => {
    const { clientBytes } = await negotiatedKeys();
    const other = await negotiatedKeys();
    const key = await importEnvelopeKey(clientBytes);
    const sealed = await sealJson(key, { a: 1 }, 'x');
    const [iv, cipher] = sealed.split('.');
    const flipped = fromBase64Url(cipher);
    flipped[0] ^= 1;
    await expect(openJson(key, `${iv}.${toBase64Url(flipped)}`, 'x')).rejects.toThrow('does not open');
    await expect(openJson(await importEnvelopeKey(other.clientBytes), sealed, 'x')).rejects.toThrow(EnvelopeError);
    await expect(openJson(key, 'garbage', 'x')).rejects.toThrow('Malformed');
    await expect(openJson(key, 'a.b.c', 'x')).rejects.toThrow('Malformed');
  });

  it('names the init token in a request token', () => {
    const token = formatRequestToken('init123', 'iv.cipher');
    expect(parseRequestToken(token)).toEqual({ initId: 'init123', sealed: 'iv.cipher' });
    expect(() => parseRequestToken('nodots')).toThrow(EnvelopeError);
  });
});

describe('request nonces', () => {
  it('are 128 random bits as base64url, a new one each time', () => {
    const nonces = Array.from({ length: 1000 }, () => createRequestNonce());
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(fromBase64Url(nonces[0])).toHaveLength(16);
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});
