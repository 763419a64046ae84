import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';

const TAG = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A translated sentence whose `<name>…</name>` parts become the given elements with that text inside
 * (one level, no nesting): "Call us on <phone>{{phone}}</phone>" with { phone: <a href="tel:…" /> }.
 * The one page that needs it would otherwise bring react-i18next's Trans and its HTML parser (about
 * 3 KiB gzip) onto every page through the shared @shop/i18n/react. A tag without an element stays text.
 */
export function richText(text: string, elements: Readonly<Record<string, ReactElement>>): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name, inner] = match;
    const start = match.index ?? 0;
    if (start > last) parts.push(text.slice(last, start));
    const element = elements[name];
    parts.push(element ? cloneElement(element, { key: parts.length }, inner) : whole);
    last = start + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
