import type { Theme } from '@emotion/react';
import { useLocation } from 'react-router';
import { useUnit } from '@shop/brand/react';
import { isProfessionalPath } from '../routing/route-table';
import { supportHref } from './support-link';

/** Fixed top bar: social links, brand message, support phone and email (business ones on pro routes). */
export function TopBar() {
  const unit = useUnit();
  const { pathname } = useLocation();
  const pro = isProfessionalPath(pathname);
  const phone = pro ? unit.support.businessPhone : unit.support.phone;
  const email = pro ? unit.support.businessEmail : unit.support.email;

  return (
    <div
      css={(theme: Theme) => ({
        position: 'sticky',
        top: 0,
        zIndex: 5,
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
      <ul css={{ display: 'flex', gap: 12, listStyle: 'none', margin: 0, padding: 0 }}>
        {unit.socialLinks.map((link) => (
          <li key={link.href}>
            <a href={link.href} rel="noopener noreferrer" target="_blank">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <span>{unit.support.message}</span>
      <span css={{ display: 'flex', gap: 12 }}>
        <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
        <a href={supportHref(email)}>{email}</a>
      </span>
    </div>
  );
}
