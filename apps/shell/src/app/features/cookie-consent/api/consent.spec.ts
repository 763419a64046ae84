import { EVERYTHING, readConsent, saveConsent } from './consent';

describe('the stored cookie consent', () => {
  beforeEach(() => localStorage.clear());

  it('is absent until answered, then read back per unit with essential always on', () => {
    expect(readConsent(localStorage, '97')).toBeNull();
    saveConsent(localStorage, '97', { advertising: false, analytics: true, customization: false }, new Date(0));
    expect(readConsent(localStorage, '97')).toEqual({
      essential: true,
      choices: { advertising: false, analytics: true, customization: false },
      answeredAt: '1970-01-01T00:00:00.000Z',
    });
    expect(readConsent(localStorage, '250')).toBeNull();
    saveConsent(localStorage, '250', EVERYTHING);
    expect(readConsent(localStorage, '250')?.choices).toEqual(EVERYTHING);
  });

  it('treats a damaged entry as unanswered', () => {
    localStorage.setItem('shop:97:cookieConsent', '{not json');
    expect(readConsent(localStorage, '97')).toBeNull();
    localStorage.setItem('shop:97:cookieConsent', JSON.stringify({ choices: { analytics: 'yes' }, answeredAt: 'x' }));
    expect(readConsent(localStorage, '97')).toBeNull();
  });
});
