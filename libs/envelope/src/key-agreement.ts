import { fromBase64Url, toBase64Url } from './base64url';

/**
 * Envelope key negotiation: ECDH on P-256 between a client key pair and a server key pair made for
 * each initial token, then HKDF-SHA-256 (salt: the init token id) to a 256-bit AES-GCM key.
 * Nothing secret ships in the bundle; a captured key opens at most one initial token's traffic.
 */
const CURVE = { name: 'ECDH', namedCurve: 'P-256' } as const;
const HKDF_INFO = new TextEncoder().encode('gift-shop envelope v1');
export const INIT_ID_BYTES = 16;

function subtle(): SubtleCrypto {
  return globalThis.crypto.subtle;
}

export interface AgreementKeyPair {
  privateKey: CryptoKey;
  /** The uncompressed public point, base64url (87 characters). */
  publicKey: string;
}

export async function createAgreementKeyPair(): Promise<AgreementKeyPair> {
  const pair = (await subtle().generateKey(CURVE, false, ['deriveBits'])) as CryptoKeyPair;
  const raw = new Uint8Array(await subtle().exportKey('raw', pair.publicKey));
  return { privateKey: pair.privateKey, publicKey: toBase64Url(raw) };
}

/** The raw 32-byte envelope key both ends derive from their private key and the other's public key. */
export async function deriveEnvelopeKeyBytes(
  privateKey: CryptoKey,
  peerPublicKey: string,
  initId: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const peer = await subtle().importKey('raw', fromBase64Url(peerPublicKey), CURVE, false, []);
  const shared = await subtle().deriveBits({ name: 'ECDH', public: peer }, privateKey, 256);
  const hkdfKey = await subtle().importKey('raw', shared, 'HKDF', false, ['deriveBits']);
  const bits = await subtle().deriveBits(
    { name: 'HKDF', hash: 'SHA-256', salt: fromBase64Url(initId), info: HKDF_INFO },
    hkdfKey,
    256,
  );
  return new Uint8Array(bits);
}

export async function importEnvelopeKey(keyBytes: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  return subtle().importKey('raw', keyBytes, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
}

/** A fresh random init token id (128 bits), base64url. */
export function createInitId(): string {
  return toBase64Url(globalThis.crypto.getRandomValues(new Uint8Array(INIT_ID_BYTES)));
}
