import type { BusinessUnit, Language } from '@shop/contracts';
import { escapeHtml } from './html-text';

/** What of a unit an email shows: its name, colours and support address. */
export type BrandEmailUnit = Pick<BusinessUnit, 'name' | 'theme'> & { support: Pick<BusinessUnit['support'], 'email'> };

export interface BrandEmailInput {
  unit: BrandEmailUnit;
  language: Language;
  /** The shop's origin: the logo and relative links are made absolute on it. */
  shopUrl: string;
  subject: string;
  /** The text version: paragraphs separated by a blank line (as message-texts.ts writes them). */
  body: string;
  /** The main link, shown as a button where its URL stands alone on a line of the text (else at the end). */
  action?: { label: string; url: string };
  /** The unit's logo, a path on the shop's origin or an absolute URL; without one the name is the header. */
  logo?: string;
}

export interface BrandEmail {
  subject: string;
  body: string;
  html: string;
}

type BrandTheme = BusinessUnit['theme'];

const RTL_LANGUAGES: readonly Language[] = ['ar'];
/** The HTML lang of a shop language (zc is the shop's code for Simplified Chinese). */
const HTML_LANG: Readonly<Partial<Record<Language, string>>> = { zc: 'zh-CN' };
const URL_IN_TEXT = /https?:\/\/[^\s<>"]+/g;

/** A URL made absolute on the shop's origin; anything but http(s) is refused (no javascript: links). */
function absoluteUrl(url: string, shopUrl: string): string | null {
  try {
    const parsed = new URL(url, shopUrl);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** One line of text, escaped, with its URLs as links. */
function lineHtml(line: string, theme: BrandTheme): string {
  let html = '';
  let last = 0;
  for (const match of line.matchAll(URL_IN_TEXT)) {
    const url = match[0];
    html += escapeHtml(line.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}" style="color:${theme.primary};word-break:break-all;">${escapeHtml(url)}</a>`;
    last = (match.index ?? 0) + url.length;
  }
  return html + escapeHtml(line.slice(last));
}

/** A button that survives email clients: a table cell with the colour, the link inside it. */
function buttonHtml(action: { label: string; href: string }, theme: BrandTheme): string {
  const link =
    `<a href="${escapeHtml(action.href)}" style="display:inline-block;padding:12px 24px;` +
    `color:${theme.primaryText};background:${theme.primary};text-decoration:none;font-weight:bold;` +
    `border-radius:6px;">${escapeHtml(action.label)}</a>`;
  return (
    '<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px;">' +
    `<tr><td style="background:${theme.primary};border-radius:6px;">${link}</td></tr></table>`
  );
}

function paragraphsHtml(input: BrandEmailInput, align: string): string {
  const { theme } = input.unit;
  const actionHref = input.action ? absoluteUrl(input.action.url, input.shopUrl) : null;
  const action = input.action && actionHref ? { label: input.action.label, href: actionHref } : null;
  let buttonShown = false;
  const blocks = input.body
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => {
      const lines = paragraph.split('\n');
      const html: string[] = [];
      for (const line of lines) {
        if (action && line.trim() === input.action?.url) {
          html.push(buttonHtml(action, theme));
          buttonShown = true;
        } else html.push(`<p style="margin:0 0 4px;text-align:${align};">${lineHtml(line, theme)}</p>`);
      }
      return `<div style="margin:0 0 16px;">${html.join('')}</div>`;
    });
  if (action && !buttonShown) blocks.push(buttonHtml(action, theme));
  return blocks.join('\n');
}

/**
 * A message in the unit's look: the text as given, and an HTML version that email clients render
 * alike (layout tables, inline styles, every text escaped), right to left for Arabic, with the unit's
 * colours, its logo (an absolute URL on the shop's origin) or name, and the main link as a button.
 */
export function renderBrandEmail(input: BrandEmailInput): BrandEmail {
  const { unit, language, shopUrl } = input;
  const { theme } = unit;
  const dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
  const align = dir === 'rtl' ? 'right' : 'left';
  const font = escapeHtml(theme.fontFamily);
  const logoUrl = input.logo ? absoluteUrl(input.logo, shopUrl) : null;
  const shopHome = absoluteUrl('/', shopUrl) ?? shopUrl;
  const header = logoUrl
    ? `<img src="${escapeHtml(logoUrl)}" alt="${escapeHtml(unit.name)}" height="40" ` +
      'style="display:block;height:40px;width:auto;border:0;">'
    : escapeHtml(unit.name);
  const supportEmail = unit.support.email
    ? ` &middot; <a href="mailto:${escapeHtml(unit.support.email)}" style="color:${theme.text};">` +
      `${escapeHtml(unit.support.email)}</a>`
    : '';
  const table = 'role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"';
  const cell = (style: string, content: string) => `<tr><td style="${style}">${content}</td></tr>`;
  const html = [
    '<!DOCTYPE html>',
    `<html lang="${HTML_LANG[language] ?? language}" dir="${dir}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(input.subject)}</title>`,
    '</head>',
    `<body style="margin:0;padding:0;background:${theme.surface};">`,
    `<table ${table} style="background:${theme.surface};">`,
    '<tr><td align="center" style="padding:24px 12px;">',
    `<table ${table} dir="${dir}" style="max-width:600px;background:#ffffff;border-radius:8px;">`,
    cell(
      `padding:20px 24px;background:${theme.primary};color:${theme.primaryText};font-family:${font};` +
        `font-size:20px;font-weight:bold;text-align:${align};border-radius:8px 8px 0 0;`,
      header,
    ),
    cell(
      `padding:24px;color:${theme.text};font-family:${font};font-size:16px;line-height:1.5;text-align:${align};`,
      `\n${paragraphsHtml(input, align)}\n`,
    ),
    cell(
      `padding:16px 24px;border-top:1px solid #e3e7ed;color:${theme.text};font-family:${font};` +
        `font-size:13px;text-align:${align};`,
      `<a href="${escapeHtml(shopHome)}" style="color:${theme.text};">${escapeHtml(unit.name)}</a>${supportEmail}`,
    ),
    '</table>',
    '</td></tr>',
    '</table>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return { subject: input.subject, body: input.body, html };
}
