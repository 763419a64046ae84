import type { Theme } from '@emotion/react';
import { Link } from 'react-router';
import { useUnit } from '@shop/brand/react';
import { useTranslation } from '@shop/i18n/react';
import { memberValidateCardCss } from './member-validate-card';

/**
 * /memberValidate with its token or its info missing or unreadable (a link cut by a mail client, copied in
 * part): says so and how to get a good one, rather than dropping the visitor on the home page (decision 0056).
 */
export function BrokenValidationLink() {
  const { t } = useTranslation('orderResult');
  const unit = useUnit();
  return (
    <section
      css={memberValidateCardCss}
      aria-labelledby="member-validate-broken-title"
      data-testid="member-validate-broken"
    >
      <p css={(theme: Theme) => ({ margin: `0 0 ${theme.space(2)}`, color: theme.colors.primary, fontWeight: 700 })}>
        {unit.name}
      </p>
      <h1
        id="member-validate-broken-title"
        css={(theme: Theme) => ({ margin: `0 0 ${theme.space(3)}`, fontSize: '1.5rem' })}
      >
        {t('memberValidate.broken.title')}
      </h1>
      <p css={(theme: Theme) => ({ margin: `0 0 ${theme.space(5)}`, lineHeight: 1.5 })}>
        {t('memberValidate.broken.text')}
      </p>
      <Link
        to="/"
        data-testid="member-validate-home"
        css={(theme: Theme) => ({ color: theme.colors.primary, fontWeight: 600 })}
      >
        {t('memberValidate.home')}
      </Link>
    </section>
  );
}
