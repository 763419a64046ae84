import type { Theme } from '@emotion/react';
import { Link } from 'react-router';
import { useTranslation } from '@shop/i18n/react';
import { cardCss, cardGridCss } from '../../../shared/page-styles';
import type { LandingLink } from '../landing-links';

/** A list of the landing's destinations, each card one link with its title and what it holds. */
export function LinkCards({ links }: { links: LandingLink[] }) {
  const { t } = useTranslation('business');
  return (
    <ul css={cardGridCss}>
      {links.map((link) => (
        <li key={link.key}>
          <Link
            to={link.to}
            data-testid={`landing-link-${link.key}`}
            css={(theme: Theme) => ({
              ...cardCss(theme),
              color: theme.colors.text,
              textDecoration: 'none',
              borderInlineStart: `4px solid ${theme.colors.primary}`,
              '&:hover strong': { textDecoration: 'underline' },
              '&:focus-visible': { outline: `3px solid ${theme.colors.accent}`, outlineOffset: 2 },
            })}
          >
            <strong css={(theme: Theme) => ({ color: theme.colors.primary, fontSize: '1.1rem' })}>
              {t(`landing.links.${link.key}.title`)}
            </strong>
            <span>{t(`landing.links.${link.key}.text`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
