import { isBusinessRoute, supportContactsOf, supportLinkOf } from './support-contacts';
import { unitWith } from './unit.fixture';

describe('support address link', () => {
  it('is a mailto link when the address looks like an email', () => {
    expect(supportLinkOf('help@shop.com')).toEqual({
      kind: 'mailto',
      label: 'help@shop.com',
      href: 'mailto:help@shop.com',
    });
  });

  it('is an external link otherwise', () => {
    expect(supportLinkOf('https://help.example/contact')).toEqual({
      kind: 'external',
      label: 'https://help.example/contact',
      href: 'https://help.example/contact',
    });
    expect(supportLinkOf('help.example/contact')).toEqual({
      kind: 'external',
      label: 'help.example/contact',
      href: 'https://help.example/contact',
    });
  });

  it('does not treat near-emails as email', () => {
    expect(supportLinkOf('help@shop')?.kind).toBe('external');
    expect(supportLinkOf('help@shop.toolong')?.kind).toBe('external');
  });

  it('never links a non-web scheme and skips a blank address', () => {
    expect(supportLinkOf('javascript:alert(1)')).toEqual({ kind: 'text', label: 'javascript:alert(1)' });
    expect(supportLinkOf('  ')).toBeNull();
  });
});

describe('support contacts', () => {
  const unit = unitWith();

  it('recognises B2B and salesman routes', () => {
    for (const path of [
      '/b2b',
      '/b2b/buying',
      '/salesman',
      '/salesman/buying-self/checkout',
      '/auth/b2b/login',
      '/auth/salesman/login',
    ]) {
      expect(isBusinessRoute(path)).toBe(true);
    }
    for (const path of ['/', '/b2c', '/b2bx', '/auth/login', '/account/wallet', '/salesmanship']) {
      expect(isBusinessRoute(path)).toBe(false);
    }
  });

  it('shows the consumer contacts on consumer routes', () => {
    expect(supportContactsOf(unit, '/buying-self')).toEqual({
      phone: { label: '+971 600 522 261', href: 'tel:+971600522261' },
      address: { kind: 'mailto', label: 'support@shop.ae', href: 'mailto:support@shop.ae' },
      message: 'Open every day 6.30 AM to 2.00 AM',
    });
  });

  it('shows the business contacts on B2B and salesman routes', () => {
    const contacts = supportContactsOf(unit, '/salesman/buying');
    expect(contacts.phone).toEqual({ label: '+971 4 000 0000', href: 'tel:+97140000000' });
    expect(contacts.address).toEqual({ kind: 'mailto', label: 'business@shop.ae', href: 'mailto:business@shop.ae' });
  });

  it('leaves out a contact the unit does not have', () => {
    const noPhone = unitWith({ support: { ...unit.support, phone: '', email: 'https://help.example' } });
    expect(supportContactsOf(noPhone, '/')).toMatchObject({
      phone: null,
      address: { kind: 'external', href: 'https://help.example' },
    });
  });
});
