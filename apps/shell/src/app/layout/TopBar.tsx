import type { Theme } from '@emotion/react';
import { useLocation } from 'react-router';
import { supportContactsOf } from '@shop/brand';
import { useUnit } from '@shop/brand/react';
import { useUnitText } from '../brand/use-unit-text';
import { SupportChatLink, TOP_BAR_ID } from '../features/support-chat/components/SupportChat';

/**
 * The top bar, always first on the page: social links, brand message, support phone and email (business
 * ones on pro routes). Not sticky: a bar stuck over the page covers what is scrolled or focused under it
 * (WCAG 2.2 2.4.11, axe target-size), decision 0016.
 */
export function TopBar() {
  const unit = useUnit();
  const { pathname } = useLocation();
  const unitText = useUnitText();
  const { phone, address, message } = supportContactsOf(unit, pathname);

  return (
    <div
      id={TOP_BAR_ID}
      css={(theme: Theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        gap: theme.space(4),
        justifyContent: 'space-between',
        padding: `${theme.space(2)} ${theme.space(4)}`,
        background: theme.colors.text,
        color: '#fff',
        fontSize: '0.875rem',
        a: { color: '#fff' },
      })}
    >
      <ul
        css={(theme: Theme) => ({
          display: 'flex',
          gap: 12,
          listStyle: 'none',
          margin: 0,
          padding: 0,
          [theme.media.mobile]: { display: 'none' },
        })}
      >
        {unit.socialLinks.map((link) => (
          <li key={link.href}>
            <a href={link.href} rel="noopener noreferrer" target="_blank">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <span css={(theme: Theme) => ({ [theme.media.mobile]: { display: 'none' } })}>{unitText(message)}</span>
      {/* A phone number or an address is never broken across lines: at 390 px the address moves under the number. */}
      <span
        data-testid="top-bar-contacts"
        css={{ display: 'flex', flexWrap: 'wrap', columnGap: 16, rowGap: 4, '& > *': { whiteSpace: 'nowrap' } }}
      >
        {/* Phone numbers read left to right even on an Arabic page. */}
        {phone ? (
          <a href={phone.href} dir="ltr">
            {phone.label}
          </a>
        ) : null}
        {address?.kind === 'text' ? <span>{address.label}</span> : null}
        {address && address.kind !== 'text' ? (
          <a
            href={address.href}
            {...(address.kind === 'external' ? { rel: 'noopener noreferrer', target: '_blank' } : {})}
          >
            {address.label}
          </a>
        ) : null}
        <SupportChatLink />
      </span>
    </div>
  );
}
