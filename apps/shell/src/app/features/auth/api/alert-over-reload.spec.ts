import { keepAlertOverReload, takeAlertOverReload, type AlertOverReload } from './alert-over-reload';

const ALERT: AlertOverReload = {
  message: 'Incorrect account or password.',
  method: 'mobile',
  email: '',
  areaCode: '+971',
  mobileNumber: '501234567',
};
const NOW = 1_790_000_000_000;

describe('a refused login kept over the reload', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('is given back once, to the same unit', () => {
    keepAlertOverReload('97', ALERT, NOW);
    expect(takeAlertOverReload('250', NOW + 500)).toBeNull();
    expect(takeAlertOverReload('97', NOW + 500)).toEqual(ALERT);
    expect(takeAlertOverReload('97', NOW + 600)).toBeNull();
  });

  it('is dropped when found a minute later, or dated in the future', () => {
    keepAlertOverReload('97', ALERT, NOW);
    expect(takeAlertOverReload('97', NOW + 60_001)).toBeNull();
    keepAlertOverReload('97', ALERT, NOW);
    expect(takeAlertOverReload('97', NOW - 1)).toBeNull();
  });

  it('ignores what it cannot read', () => {
    window.sessionStorage.setItem('shop:97:loginAlertOverReload', '{"message":1}');
    expect(takeAlertOverReload('97', NOW)).toBeNull();
    window.sessionStorage.setItem('shop:97:loginAlertOverReload', 'not json');
    expect(takeAlertOverReload('97', NOW)).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
  });
});
