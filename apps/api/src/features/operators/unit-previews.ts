import { createHmac, timingSafeEqual } from 'node:crypto';
import { DEFAULT_BU_ID, type BusinessUnit } from '@shop/contracts';
import type { UnitDirectory } from '../../http/unit-directory';
import type { UnitVersions } from './unit-versions';

/** A preview link works this long (decision 0040). */
export const PREVIEW_LIFETIME_MS = 15 * 60_000;
/** The shop's query parameter and cookie that carry a preview token (apps/shop-server/src/shop-server.mjs). */
export const PREVIEW_PARAM = 'preview';
export const PREVIEW_COOKIE = 'shop_preview';
/** The server secret's name of the previews' signing key. */
export const PREVIEW_SECRET = 'unit-preview-signing';

/**
 * Previews of a unit's settings version (decision 0040): a token signed by the server names the unit, the
 * version and its end; the shop server honours it for the browser that opened the operator's link (a
 * cookie), serving that version's parameters in the page instead of the live ones. Nothing is published.
 */
export class UnitPreviews {
  constructor(
    private readonly key: Uint8Array,
    private readonly versions: UnitVersions,
    private readonly units: UnitDirectory,
    private readonly now: () => number,
  ) {}

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }

  /** A token for one version of a unit, valid PREVIEW_LIFETIME_MS. */
  create(buId: string, versionNo: number): { token: string; expiresAt: number } {
    const expiresAt = this.now() + PREVIEW_LIFETIME_MS;
    const body = `${buId}.${versionNo}.${expiresAt}`;
    return { token: `${body}.${this.sign(body)}`, expiresAt };
  }

  /** The shop's link that opens the unit with the token. */
  url(shopUrl: string, buId: string, token: string): string {
    const path = buId === DEFAULT_BU_ID ? '/' : `/${encodeURIComponent(buId)}/`;
    return `${shopUrl}${path}?${PREVIEW_PARAM}=${encodeURIComponent(token)}`;
  }

  /** What a token names, when it is genuine and not expired; null otherwise. */
  read(token: string): { buId: string; versionNo: number; expiresAt: number } | null {
    const match = /^([A-Za-z0-9_-]{1,32})\.(\d{1,9})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const [, buId, versionNo, expiresAt, signature] = match;
    const expected = Buffer.from(this.sign(`${buId}.${versionNo}.${expiresAt}`));
    if (!timingSafeEqual(expected, Buffer.from(signature))) return null;
    if (Number(expiresAt) <= this.now()) return null;
    return { buId, versionNo: Number(versionNo), expiresAt: Number(expiresAt) };
  }

  /** The unit as the previewed version has it, when the token is good and of this unit; else null. */
  async unitFor(token: string, buId: string): Promise<BusinessUnit | null> {
    const preview = this.read(token);
    if (!preview || preview.buId !== buId) return null;
    const version = await this.versions.find(buId, 'settings', preview.versionNo);
    return version ? this.units.parse(version.content) : null;
  }
}
