import type { Theme } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useUnit } from '@shop/brand/react';
import { useSession } from '@shop/session/react';
import { useTranslation } from '@shop/i18n/react';
import { Button, FormAlert, LoadingIndicator } from '@shop/ui';
import type { MemberToValidate } from '../../../return-params';
import { validationErrorText } from '../error-text';
import { memberValidateCardCss } from './member-validate-card';
import { useMemberValidation } from '../hooks/use-member-validation';

const linkCss = (theme: Theme) => ({ color: theme.colors.primary, fontWeight: 600 });

/**
 * /memberValidate: the member named in the emailed link approves or rejects the activation of the
 * account (spec 1 section 4). Header and footer are hidden on this route, so the page stands alone.
 */
export function MemberValidation({ member }: { member: MemberToValidate }) {
  const { t } = useTranslation('orderResult');
  const unit = useUnit();
  const { state, decide } = useMemberValidation(member.token);
  const signedIn = useSession((session) => session.user !== null);
  const resultRef = useRef<HTMLDivElement>(null);
  const done = state.status === 'approved' || state.status === 'rejected' || state.status === 'failed';

  // The answer takes the focus, so keyboard and screen reader users land on it.
  useEffect(() => {
    if (done) resultRef.current?.focus();
  }, [done]);

  const asking =
    state.status === 'asking' || state.status === 'sending' || (state.status === 'failed' && state.canRetry);
  return (
    <section css={memberValidateCardCss} aria-labelledby="member-validate-title" data-testid="member-validate">
      {/* Header and footer are hidden here: the brand's name says whose shop this is. */}
      <p css={(theme: Theme) => ({ margin: `0 0 ${theme.space(2)}`, color: theme.colors.primary, fontWeight: 700 })}>
        {unit.name}
      </p>
      <h1 id="member-validate-title" css={(theme: Theme) => ({ margin: `0 0 ${theme.space(3)}`, fontSize: '1.5rem' })}>
        {t('memberValidate.title')}
      </h1>
      <p css={(theme: Theme) => ({ margin: `0 0 ${theme.space(5)}`, lineHeight: 1.5 })}>
        {t('memberValidate.purpose')}
      </p>
      <dl
        css={(theme: Theme) => ({
          display: 'grid',
          gridTemplateColumns: 'max-content minmax(0, 1fr)',
          gap: `${theme.space(2)} ${theme.space(4)}`,
          margin: `0 0 ${theme.space(6)}`,
          dt: { fontWeight: 600 },
          dd: { margin: 0, overflowWrap: 'anywhere' },
        })}
      >
        <dt>{t('memberValidate.name')}</dt>
        <dd data-testid="member-validate-name">{member.name}</dd>
        <dt>{t('memberValidate.email')}</dt>
        <dd data-testid="member-validate-email">
          <span dir="ltr">{member.email}</span>
        </dd>
      </dl>
      <div ref={resultRef} tabIndex={-1} css={{ outline: 'none' }}>
        {state.status === 'approved' ? (
          <FormAlert tone="success">
            <span data-testid="member-validate-approved">{t('memberValidate.approved')}</span>
          </FormAlert>
        ) : null}
        {state.status === 'rejected' ? (
          <FormAlert tone="success">
            <span data-testid="member-validate-rejected">{t('memberValidate.rejected')}</span>
          </FormAlert>
        ) : null}
        {state.status === 'failed' ? (
          <FormAlert tone="error">
            <span data-testid="member-validate-error">
              {t('memberValidate.failed')} {validationErrorText(state.error, t)}
            </span>
          </FormAlert>
        ) : null}
      </div>
      {state.status === 'sending' ? <LoadingIndicator label={t('memberValidate.sending')} /> : null}
      {asking ? (
        <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(3) })}>
          <Button
            onClick={() => void decide(true)}
            disabled={state.status === 'sending'}
            data-testid="member-validate-approve"
          >
            {t('memberValidate.approve')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => void decide(false)}
            disabled={state.status === 'sending'}
            data-testid="member-validate-reject"
          >
            {t('memberValidate.reject')}
          </Button>
        </div>
      ) : (
        <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(5) })}>
          {/* A signed-in member goes back to the profile, which now shows the address verified. */}
          {signedIn && state.status === 'approved' ? (
            <Link to="/account/profile" data-testid="member-validate-account" css={linkCss}>
              {t('memberValidate.account')}
            </Link>
          ) : null}
          <Link to="/" data-testid="member-validate-home" css={linkCss}>
            {t('memberValidate.home')}
          </Link>
        </div>
      )}
    </section>
  );
}
