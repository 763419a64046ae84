import { formatMinor } from './money-format';
import type { SandboxPayment } from './payment-book';
import { CHALLENGE_ATTEMPTS, CHALLENGE_CODE, TEST_CARDS, type CardErrors, type CardField } from './test-cards';

/** Text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The means the page takes a card for; the others are approved as at a bank or wallet. */
export const CARD_METHODS: readonly string[] = ['C04', '16'];

const METHOD_NAMES: Record<string, string> = {
  C04: 'credit card',
  '16': 'debit card',
  IBT: 'instant bank transfer',
  PP: 'PayPal',
  BT: 'Bancontact',
  MW: 'MB WAY',
};

export const methodName = (code: string) => METHOD_NAMES[code] ?? code;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b2430;background:#f4f6f9}
main{max-width:28rem;margin:0 auto;padding:1rem}
.banner{background:#fff4ce;color:#3d2f00;padding:.5rem 1rem;text-align:center;font-weight:600}
.panel{background:#fff;border:1px solid #c5ccd6;border-radius:8px;padding:1.25rem;margin-top:1rem}
h1{font-size:1.35rem;margin:0 0 .25rem}
.amount{font-size:1.6rem;font-weight:700;margin:.25rem 0 1rem}
.field{margin-bottom:1rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
input{width:100%;font:inherit;padding:.6rem .7rem;border:1px solid #68707c;border-radius:6px;background:#fff;
  color:inherit}
input[aria-invalid=true]{border:2px solid #b3261e}
.row{display:flex;gap:.75rem}.row .field{flex:1;min-width:0}
.error{color:#b3261e;margin:.25rem 0 0;font-size:.95rem}
.alert{border:2px solid #b3261e;color:#8c1d18;background:#fdecea;border-radius:6px;padding:.6rem .8rem;
  margin-bottom:1rem}
.hint{color:#4a5361;font-size:.95rem;margin:.25rem 0 0}
button,.link-button{display:inline-block;width:100%;font:inherit;font-weight:600;padding:.7rem 1rem;border-radius:6px;
  cursor:pointer;text-align:center;text-decoration:none;border:2px solid #0b5ea8}
.primary{background:#0b5ea8;color:#fff}
.secondary{background:#fff;color:#0b5ea8;margin-top:.75rem}
:focus-visible{outline:3px solid #1b2430;outline-offset:2px}
table{width:100%;border-collapse:collapse;font-size:.95rem}th,td{text-align:left;padding:.3rem .25rem;
  border-bottom:1px solid #e1e5ea}
code{font-family:ui-monospace,monospace;white-space:nowrap}
`;

function page(title: string, nonce: string, body: string): string {
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} - Sandbox payment page</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<div class="banner" role="note">Test mode: no real money moves. Use the test cards below.</div>
<main>
${body}
</main>
</body>
</html>`;
}

function summary(payment: SandboxPayment): string {
  return `<h1>${escapeHtml(payment.description)}</h1>
<p class="amount">${escapeHtml(formatMinor(payment.amount, payment.currency))}</p>`;
}

/** The card form's fields: label and input attributes (autocomplete lets browsers fill them). */
const CARD_FIELDS: readonly { name: CardField; label: string; attributes: string }[] = [
  { name: 'cardholder', label: 'Name on card', attributes: 'autocomplete="cc-name" required maxlength="100"' },
  {
    name: 'cardNumber',
    label: 'Card number',
    attributes: 'inputmode="numeric" autocomplete="cc-number" required maxlength="23"',
  },
  { name: 'expiry', label: 'Expiry (MM/YY)', attributes: 'autocomplete="cc-exp" required maxlength="7"' },
  {
    name: 'cvc',
    label: 'Security code',
    attributes: 'inputmode="numeric" autocomplete="cc-csc" required maxlength="4"',
  },
];

/** One labelled input with its error right below it (announced with the input through aria-describedby). */
function field(name: CardField, value: string, error: string | undefined, autofocus: boolean): string {
  const { label, attributes } = CARD_FIELDS.find((candidate) => candidate.name === name) as (typeof CARD_FIELDS)[0];
  const described = error ? ` aria-describedby="${name}-error" aria-invalid="true"` : '';
  const focus = autofocus ? ' autofocus' : '';
  return `<div class="field">
<label for="${name}">${label}</label>
<input id="${name}" name="${name}" value="${escapeHtml(value)}" ${attributes}${described}${focus}>
${error ? `<p class="error" id="${name}-error">${escapeHtml(error)}</p>` : ''}
</div>`;
}

function testCardTable(): string {
  const rows = TEST_CARDS.map(
    (card) => `<tr><td><code>${card.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code></td><td>${card.label}</td></tr>`,
  ).join('');
  return `<section class="panel" aria-labelledby="test-cards">
<h2 id="test-cards">Test cards</h2>
<p class="hint">Any future expiry date (for example 12/34), any 3-digit security code.</p>
<table><thead><tr><th scope="col">Number</th><th scope="col">Result</th></tr></thead><tbody>${rows}</tbody></table>
</section>`;
}

function cancelForm(payment: SandboxPayment): string {
  return `<form method="post" action="/pay/${encodeURIComponent(payment.id)}/cancel">
<button type="submit" class="secondary">Cancel and return to the shop</button>
</form>`;
}

export interface CardPageState {
  values: { cardholder: string; cardNumber: string; expiry: string; cvc: string };
  errors: CardErrors;
  /** A refusal that is not about one field (the bank's answer). */
  message?: string;
}

/** The hosted page: the card form, or an approval for a bank or wallet payment. */
export function paymentPage(payment: SandboxPayment, nonce: string, state?: CardPageState): string {
  const action = `/pay/${encodeURIComponent(payment.id)}`;
  const amount = escapeHtml(formatMinor(payment.amount, payment.currency));
  if (!CARD_METHODS.includes(payment.paymentMethod)) {
    return page(
      'Approve the payment',
      nonce,
      `<section class="panel">${summary(payment)}
<p>Approve this payment with ${escapeHtml(methodName(payment.paymentMethod))}.</p>
<form method="post" action="${action}"><button type="submit" class="primary">Approve ${amount}</button></form>
${cancelForm(payment)}</section>`,
    );
  }
  const values = state?.values ?? { cardholder: '', cardNumber: '', expiry: '', cvc: '' };
  const errors = state?.errors ?? {};
  const first = CARD_FIELDS.find(({ name }) => errors[name])?.name;
  // The security code is never sent back to the page.
  const input = (name: CardField) => field(name, name === 'cvc' ? '' : values[name], errors[name], first === name);
  const alert =
    state?.message || first
      ? `<div class="alert" role="alert">${escapeHtml(state?.message ?? 'Check the fields marked below.')}</div>`
      : '';
  return page(
    'Card payment',
    nonce,
    `<section class="panel">${summary(payment)}${alert}
<form method="post" action="${action}" novalidate>
${input('cardholder')}
${input('cardNumber')}
<div class="row">
${input('expiry')}
${input('cvc')}
</div>
<button type="submit" class="primary">Pay ${amount}</button>
</form>
${cancelForm(payment)}</section>
${testCardTable()}`,
  );
}

/** The issuer's 3-D Secure challenge (the sandbox plays the bank's access control server). */
export function challengePage(payment: SandboxPayment, nonce: string, error?: string): string {
  const left = CHALLENGE_ATTEMPTS - payment.challengeFailures;
  const describedBy = error
    ? ' aria-describedby="code-error code-hint" aria-invalid="true"'
    : ' aria-describedby="code-hint"';
  return page(
    '3-D Secure',
    nonce,
    `<section class="panel"><h1>Confirm it is you</h1>
<p>Your bank asks for the one-time code it sent to your phone to approve
<strong>${escapeHtml(formatMinor(payment.amount, payment.currency))}</strong>.</p>
${error ? `<div class="alert" role="alert">${escapeHtml(error)}</div>` : ''}
<form method="post" action="/challenge/${encodeURIComponent(payment.id)}" novalidate>
<div class="field">
<label for="code">One-time code</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required autofocus${
      describedBy
    }>
${error ? `<p class="error" id="code-error">${escapeHtml(error)}</p>` : ''}
<p class="hint" id="code-hint">Test mode: the code is <code>${CHALLENGE_CODE}</code>.
${left} attempt${left === 1 ? '' : 's'} left.</p>
</div>
<button type="submit" class="primary">Confirm</button>
</form>
${cancelForm(payment)}</section>`,
  );
}

/** A payment that is no longer open: what happened, and the way back. */
export function closedPage(payment: SandboxPayment, nonce: string, returnUrl: string): string {
  const what =
    payment.state === 'succeeded' || payment.state === 'authorised'
      ? 'This payment has already been made.'
      : payment.state === 'canceled'
        ? payment.failureReason === 'voided'
          ? 'The shop cancelled this payment. Nothing was charged.'
          : 'This payment was cancelled.'
        : 'This payment was declined.';
  return page(
    'Payment closed',
    nonce,
    `<section class="panel">${summary(payment)}<p role="status">${what}</p>
<a class="link-button primary" href="${escapeHtml(returnUrl)}">Return to the shop</a></section>`,
  );
}

export function notFoundPage(nonce: string): string {
  return page(
    'Payment not found',
    nonce,
    '<section class="panel"><h1>Payment not found</h1>' +
      '<p>This payment link is not valid. Return to the shop and start the payment again.</p></section>',
  );
}
