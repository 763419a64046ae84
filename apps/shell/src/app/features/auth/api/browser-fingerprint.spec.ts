/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { fingerprintText } from '@shop/contracts';
import { FONT_CANDIDATES, fingerprintComponentsOf, fingerprintHashOf } from './browser-fingerprint';

const environment = {
  hasFont: (family: string) => ['Arial', 'Noto Sans Arabic', 'Not A Font'].includes(family),
  screen: { width: 390, height: 844 },
  platform: 'iPhone',
};

describe('the browser fingerprint', () => {
  it('names the fonts present among the candidates, the screen resolution and the platform', () => {
    expect(fingerprintComponentsOf(environment)).toEqual({
      fonts: ['Arial', 'Noto Sans Arabic'],
      screenResolution: '390x844',
      platform: 'iPhone',
    });
    expect(
      fingerprintComponentsOf({ hasFont: () => true, screen: { width: 1920.4, height: 1080 }, platform: '' }),
    ).toEqual({ fonts: [...FONT_CANDIDATES], screenResolution: '1920x1080', platform: 'unknown' });
  });

  it('hashes the components with SHA-256 as the server checks it (the rule of libs/contracts)', async () => {
    const components = fingerprintComponentsOf(environment);
    const hash = await fingerprintHashOf(components);
    expect(hash).toBe(createHash('sha256').update(fingerprintText(components)).digest('hex'));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    // The font order is the browser's, not part of the fingerprint.
    expect(await fingerprintHashOf({ ...components, fonts: [...components.fonts].reverse() })).toBe(hash);
    expect(await fingerprintHashOf({ ...components, screenResolution: '844x390' })).not.toBe(hash);
  });
});
