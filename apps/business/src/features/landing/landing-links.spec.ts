import { b2bUnit } from '../../testing/business-test-kit';
import type { LivePages } from '../../shared/live-pages';
import { landingLinks } from './landing-links';

const nothingLive: LivePages = new Set(['landing', 'info']);
const buyingLive: LivePages = new Set(['landing', 'info', 'buying', 'buyingSelf']);
const keys = (links: { key: string }[]) => links.map((link) => link.key);

describe('the business landing links', () => {
  it('offer the buying pages only once they work', () => {
    expect(landingLinks(b2bUnit(), nothingLive, 3).order).toEqual([]);
    expect(landingLinks(b2bUnit(), buyingLive, 3).order).toEqual([
      { key: 'buying', to: '/b2b/buying' },
      { key: 'buyingSelf', to: '/b2b/buying-self' },
    ]);
  });

  it('lead to history, quotations where the unit has them, profile and the business offer', () => {
    expect(landingLinks(b2bUnit(), nothingLive, 3).follow).toEqual([
      { key: 'history', to: '/account/history' },
      { key: 'quotations', to: '/account/quotations' },
      { key: 'profile', to: '/account/profile' },
      { key: 'info', to: '/b2b/info' },
    ]);
    expect(keys(landingLinks(b2bUnit({}, { quotations: false }), nothingLive, 3).follow)).not.toContain('quotations');
  });

  it('show the wallet where the contract type pays by it and the unit shows it', () => {
    const light = b2bUnit({ paymentType: 'C04|03|05' });
    expect(keys(landingLinks(light, nothingLive, 2).follow)).toContain('wallet'); // En Compte: wallet forced
    expect(keys(landingLinks(light, nothingLive, 1).follow)).not.toContain('wallet'); // Light: transfer, check
    expect(keys(landingLinks(light, nothingLive, 3).follow)).not.toContain('wallet'); // Registered: the unit's
    expect(keys(landingLinks(b2bUnit({ paymentType: 'C04|14' }), nothingLive, 3).follow)).toContain('wallet');
    expect(keys(landingLinks(light, nothingLive, null).follow)).not.toContain('wallet'); // profile not in yet
    expect(keys(landingLinks(b2bUnit({}, { wallet: false }), nothingLive, 2).follow)).not.toContain('wallet');
  });
});
