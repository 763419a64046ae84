import { escapeHtml, page, portalPage, signInPage } from './pages';
import { TEST_USERS } from './test-users';

describe('the sandbox pages', () => {
  it('offers every test user of a provider and a way to cancel', () => {
    const html = signInPage('Google', 'uid-1', '/google/interaction/uid-1', TEST_USERS.google);
    for (const user of TEST_USERS.google) {
      expect(html).toContain(`value="${user.sub}"`);
      expect(html).toContain(`Continue as ${user.givenName} ${user.familyName}`);
    }
    expect(html).toContain('action="/google/interaction/uid-1/login"');
    expect(html).toContain('action="/google/interaction/uid-1/abort"');
    expect(signInPage('Facebook', 'u', '/facebook/interaction/u', TEST_USERS.facebook)).toContain(
      '(address not verified)',
    );
  });

  it('escapes what it shows and labels every portal field', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
    const html = portalPage({
      brand: 'Maison <Cadeaux>',
      buId: '250',
      action: '/portal/250',
      returnUrl: 'http://shop.test/250/sso"><script>',
      customers: [{ sub: 's', givenName: 'A', familyName: 'B', email: 'a@b.test', loginType: 'SSO' }],
      pages: ['cards'],
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('Maison &#60;Cadeaux&#62; customer portal');
    for (const id of ['customer', 'page', 'item', 'validity']) expect(html).toContain(`<label for="${id}">`);
  });

  it('is a whole page with one main landmark and its styles under the nonce', () => {
    const html = page('Sign in', 'n0nce', '<h1>Hi</h1>');
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<style nonce="n0nce">');
    expect(html.match(/<main>/g)).toHaveLength(1);
  });
});
