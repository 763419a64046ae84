import type { TestUser } from './test-users';

/** Text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b2430;background:#f4f6f9}
main{max-width:30rem;margin:0 auto;padding:1rem}
.banner{background:#fff4ce;color:#3d2f00;padding:.5rem 1rem;text-align:center;font-weight:600}
.panel{background:#fff;border:1px solid #c5ccd6;border-radius:8px;padding:1.25rem;margin-top:1rem}
h1{font-size:1.35rem;margin:0 0 .5rem}
h2{font-size:1.1rem;margin:1rem 0 .5rem}
.field{margin-bottom:1rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
input,select{width:100%;font:inherit;padding:.6rem .7rem;border:1px solid #68707c;border-radius:6px;background:#fff;
  color:inherit}
.hint{color:#4a5361;font-size:.95rem;margin:.25rem 0 0}
.alert{border:2px solid #b3261e;color:#8c1d18;background:#fdecea;border-radius:6px;padding:.6rem .8rem}
ul.users{list-style:none;padding:0;margin:0}
ul.users li{margin-bottom:.75rem}
button{display:block;width:100%;font:inherit;font-weight:600;padding:.7rem 1rem;border-radius:6px;cursor:pointer;
  text-align:left;border:2px solid #0b5ea8;background:#0b5ea8;color:#fff}
button.secondary{background:#fff;color:#0b5ea8;text-align:center}
button small{display:block;font-weight:400}
a{color:#0b5ea8}
:focus-visible{outline:3px solid #1b2430;outline-offset:2px}
`;

/** A sandbox page: its own styles (nonce), a test-mode banner, one main landmark. */
export function page(title: string, nonce: string, body: string): string {
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} - Identity sandbox</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<div class="banner" role="note">Test mode: these are test users of a stand-in service, not real accounts.</div>
<main>
${body}
</main>
</body>
</html>`;
}

/** The provider's sign-in step: pick a test user, or cancel (the shop is told access_denied). */
export function signInPage(providerName: string, uid: string, action: string, users: readonly TestUser[]): string {
  const choices = users
    .map(
      (user) => `<li><form method="post" action="${escapeHtml(action)}/login">
<input type="hidden" name="sub" value="${escapeHtml(user.sub)}">
<button type="submit">Continue as ${escapeHtml(`${user.givenName} ${user.familyName}`)}
<small>${escapeHtml(user.email)}${user.emailVerified ? '' : ' (address not verified)'}: ${escapeHtml(user.note)}</small>
</button></form></li>`,
    )
    .join('\n');
  return `<div class="panel">
<h1>Sign in with ${escapeHtml(providerName)}</h1>
<p>The gift shop asks for your name and email address.</p>
<ul class="users" aria-label="Test users">
${choices}
</ul>
<form method="post" action="${escapeHtml(action)}/abort"><input type="hidden" name="uid" value="${escapeHtml(uid)}">
<button type="submit" class="secondary">Cancel</button></form>
</div>`;
}

/** One of the demo portal's customers. */
export interface PortalCustomer {
  sub: string;
  givenName: string;
  familyName: string;
  email: string;
  loginType: 'SSO' | 'SALESMAN_SSO';
}

/** The brand portal stand-in: the visitor "is signed in" there and goes to the shop with a signed link. */
export function portalPage(options: {
  brand: string;
  buId: string;
  action: string;
  returnUrl: string;
  customers: readonly PortalCustomer[];
  pages: readonly string[];
  error?: string;
}): string {
  const customers = options.customers
    .map(
      (customer, index) =>
        `<option value="${index}">${escapeHtml(`${customer.givenName} ${customer.familyName} <${customer.email}>`)}${
          customer.loginType === 'SALESMAN_SSO' ? ' (salesman)' : ''
        }</option>`,
    )
    .join('');
  const pages = ['', ...options.pages]
    .map((name) => `<option value="${escapeHtml(name)}">${escapeHtml(name || 'home page')}</option>`)
    .join('');
  return `<div class="panel">
<h1>${escapeHtml(options.brand)} customer portal</h1>
<p>You are signed in to the brand's portal. Continue to its gift shop already signed in: the portal
signs a short-lived single sign-on link (unit ${escapeHtml(options.buId)}).</p>
${options.error ? `<p class="alert" role="alert">${escapeHtml(options.error)}</p>` : ''}
<form method="post" action="${escapeHtml(options.action)}">
<input type="hidden" name="return" value="${escapeHtml(options.returnUrl)}">
<div class="field"><label for="customer">Portal customer</label>
<select id="customer" name="customer">${customers}</select></div>
<div class="field"><label for="page">Shop page to open</label>
<select id="page" name="page">${pages}</select></div>
<div class="field"><label for="item">Card to open (item code)</label>
<input id="item" name="item" maxlength="40" pattern="[A-Za-z0-9_-]{1,40}" aria-describedby="item-hint">
<p class="hint" id="item-hint">Optional, e.g. MC-SHOP-D: opens that card's detail.</p></div>
<div class="field"><label for="validity">Link validity</label>
<select id="validity" name="validity"><option value="120">2 minutes</option>
<option value="expired">Already expired (to test the refusal)</option></select></div>
<button type="submit">Go to the gift shop</button>
</form>
</div>`;
}
