import { renderBrandEmail, type BrandEmailUnit } from './brand-email';

const unit: BrandEmailUnit = {
  name: 'Marjan <Market> & Co',
  theme: {
    primary: '#0b5ea8',
    primaryText: '#ffffff',
    accent: '#e2231a',
    surface: '#f4f7fb',
    text: '#1b2430',
    fontFamily: '"Noto Sans", system-ui, sans-serif',
  },
  support: { email: 'care@marjan-market.test' },
};

const body = 'Hello <b>Layla</b> & "friends",\n\nconfirm your account:\nhttps://shop.test/97/auth/confirm?t=a&b=1\n';

describe('emails in the brand look', () => {
  it('keeps the subject and text, and makes an HTML version with every text escaped', () => {
    const email = renderBrandEmail({ unit, language: 'en', shopUrl: 'https://shop.test', subject: 'Hi <you>', body });
    expect(email.subject).toBe('Hi <you>');
    expect(email.body).toBe(body);
    expect(email.html).toContain('<html lang="en" dir="ltr">');
    expect(email.html).toContain('<title>Hi &lt;you&gt;</title>');
    expect(email.html).toContain('Hello &lt;b&gt;Layla&lt;/b&gt; &amp; &quot;friends&quot;,');
    expect(email.html).not.toContain('<b>Layla</b>');
    expect(email.html).toContain('Marjan &lt;Market&gt; &amp; Co');
    // Layout tables with inline styles in the unit's colours; the font's quotes escaped in the attribute.
    expect(email.html).toContain('role="presentation"');
    expect(email.html).toContain('background:#0b5ea8;color:#ffffff');
    expect(email.html).toContain('font-family:&quot;Noto Sans&quot;, system-ui, sans-serif');
    expect(email.html).not.toMatch(/<script|<style/i);
    // The link stays a link, its & escaped.
    expect(email.html).toContain(
      '<a href="https://shop.test/97/auth/confirm?t=a&amp;b=1" style="color:#0b5ea8;word-break:break-all;">',
    );
    expect(email.html).toContain('<a href="mailto:care@marjan-market.test"');
  });

  it('shows the main link as a button where it stands in the text', () => {
    const url = 'https://shop.test/97/auth/confirm?t=a&b=1';
    const { html } = renderBrandEmail({
      unit,
      language: 'en',
      shopUrl: 'https://shop.test',
      subject: 'Confirm',
      body,
      action: { label: 'Confirm <my> account', url },
    });
    expect(html.match(/Confirm &lt;my&gt; account<\/a>/g)).toHaveLength(1);
    expect(html.indexOf('Confirm &lt;my&gt; account')).toBeGreaterThan(html.indexOf('confirm your account:'));
    expect(html).toContain('href="https://shop.test/97/auth/confirm?t=a&amp;b=1" style="display:inline-block;');
    // Replaced by the button, not shown twice.
    expect(html.match(/auth\/confirm/g)).toHaveLength(1);
  });

  it('puts a button at the end when the link is not in the text, and refuses a link that is not http(s)', () => {
    const relative = renderBrandEmail({
      unit,
      language: 'en',
      shopUrl: 'https://shop.test',
      subject: 'S',
      body: 'Text.',
      action: { label: 'Open', url: '/97/card/abc' },
    }).html;
    expect(relative).toContain('href="https://shop.test/97/card/abc"');
    const script = renderBrandEmail({
      unit,
      language: 'en',
      shopUrl: 'https://shop.test',
      subject: 'S',
      body: 'Text.',
      action: { label: 'Open', url: 'javascript:alert(1)' },
    }).html;
    expect(script).not.toContain('javascript:');
    expect(script).not.toContain('>Open</a>');
  });

  it('reads right to left in Arabic and names Chinese for what it is', () => {
    const arabic = renderBrandEmail({
      unit,
      language: 'ar',
      shopUrl: 'https://shop.test',
      subject: 'س',
      body: 'مرحبًا',
    });
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.html).toContain('text-align:right');
    expect(arabic.html).not.toContain('text-align:left');
    const chinese = renderBrandEmail({
      unit,
      language: 'zc',
      shopUrl: 'https://shop.test',
      subject: 'S',
      body: '您好',
    });
    expect(chinese.html).toContain('<html lang="zh-CN" dir="ltr">');
  });

  it("shows the logo as an absolute URL on the shop's origin, else the unit's name", () => {
    const { html } = renderBrandEmail({
      unit,
      language: 'en',
      shopUrl: 'https://shop.test/',
      subject: 'S',
      body: 'B',
      logo: '/api/images/logos/97.png',
    });
    expect(html).toContain('<img src="https://shop.test/api/images/logos/97.png" alt="Marjan &lt;Market&gt; &amp; Co"');
  });
});
