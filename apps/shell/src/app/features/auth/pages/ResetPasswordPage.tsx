import type { Theme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import * as v from 'valibot';
import { shopApi, type ApiResult } from '@shop/api-client';
import { API_ERRORS, confirmReset, confirmToken, type CustomerType, type ResponseOf } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { loginPathOf, type Audience } from '@shop/session';
import {
  FormAlert,
  LoadingIndicator,
  PasswordField,
  placeServerError,
  SubmitButton,
  textKeyMessage,
  validationResolver,
} from '@shop/ui';
import { passwordSchema, requiredString } from '@shop/validation';
import { authErrorMessage } from '../api/auth-errors';
import { memberTypeOfResetPath } from '../api/member-type';
import { oncePerKey } from '../api/once-per-key';
import { fullWidthSubmit } from '../components/form-layout';
import { linkButtonCss } from '../components/link-button';
import { authCardCss, narrowPageCss, pageTitleCss } from '../components/page-layout';
import { PasswordChecklist } from '../components/PasswordChecklist';

type TokenCheck = ApiResult<ResponseOf<typeof confirmToken>>;
type State =
  { kind: 'checking' } | { kind: 'invalid'; message: string } | { kind: 'ready'; token: string; accountId: string };
type ResetValues = { newPassword: string; confirmPassword: string };

const checkOnce = oncePerKey<TokenCheck>();
const AUDIENCE_OF: Readonly<Record<CustomerType, Audience>> = { C: 'individual', B: 'business', S: 'salesman' };

function resetSchema(mismatch: string) {
  return v.pipe(
    v.object({ newPassword: passwordSchema, confirmPassword: requiredString }),
    v.forward<ResetValues, v.CheckIssue<ResetValues>, ['confirmPassword']>(
      v.check<ResetValues, string>(
        (values) => values.confirmPassword === '' || values.newPassword === values.confirmPassword,
        mismatch,
      ),
      ['confirmPassword'],
    ),
  );
}

/**
 * /auth/reset-password?tokenId (also under /auth/b2b/ and /auth/salesman/), the reset email's link:
 * checks the token, then sets the new password for the account type the address names (C, B or S;
 * spec 1 section 4) and goes to that type's login page.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tokenId = search.get('tokenId') ?? '';
  const memberType = memberTypeOfResetPath(pathname);
  const [state, setState] = useState<State>({ kind: 'checking' });
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({
    defaultValues: { newPassword: '', confirmPassword: '' },
    resolver: validationResolver<ResetValues>(resetSchema(textKeyMessage('auth:reset.mismatch'))),
  });
  const newPassword = watch('newPassword');

  useEffect(() => {
    let current = true;
    if (!tokenId) {
      setState({ kind: 'invalid', message: t('errors.resetLinkInvalid') });
      return undefined;
    }
    checkOnce(tokenId, () => shopApi().call(confirmToken, { tokenId })).then((result) => {
      if (!current) return;
      setState(
        result.ok
          ? { kind: 'ready', token: result.data.token, accountId: result.data.accountId }
          : { kind: 'invalid', message: authErrorMessage(result.error, t) },
      );
    });
    return () => {
      current = false;
    };
  }, [tokenId, t]);

  const onSubmit = handleSubmit(async ({ newPassword: password }) => {
    if (state.kind !== 'ready') return;
    setAlert(null);
    const result = await shopApi().call(confirmReset, {
      newPassword: password,
      accountId: state.accountId,
      token: state.token,
      memberType,
    });
    if (result.ok) {
      navigate(loginPathOf(AUDIENCE_OF[memberType]), { replace: true, state: { notice: { kind: 'passwordReset' } } });
      return;
    }
    if (result.error.code === API_ERRORS.RESET_LINK_INVALID.code) {
      setState({ kind: 'invalid', message: authErrorMessage(result.error, t) });
      return;
    }
    const placed = placeServerError(result.error, ['newPassword'], t, { password: 'newPassword' });
    if (placed.fields['newPassword'])
      setError('newPassword', { type: 'server', message: placed.fields['newPassword'] });
    if (placed.form !== null)
      setAlert(placed.unplaced.length ? placed.unplaced.join(' ') : authErrorMessage(result.error, t));
  });

  return (
    <div css={narrowPageCss}>
      <div css={authCardCss} data-testid="reset-password" data-state={state.kind} data-member-type={memberType}>
        <h1 css={pageTitleCss}>{state.kind === 'invalid' ? t('reset.invalidTitle') : t('reset.title')}</h1>
        {state.kind === 'checking' ? <LoadingIndicator label={t('reset.checking')} /> : null}
        {state.kind === 'invalid' ? (
          <div role="alert">
            <p css={{ lineHeight: 1.5 }} data-testid="reset-error">
              {state.message}
            </p>
            <Link to="/auth/forgot-password" css={linkButtonCss('primary')} data-testid="reset-ask-again">
              {t('reset.askAgain')}
            </Link>
          </div>
        ) : null}
        {state.kind === 'ready' ? (
          <form onSubmit={onSubmit} noValidate data-testid="reset-password-form" aria-label={t('reset.title')}>
            {alert ? (
              <div data-testid="reset-alert">
                <FormAlert tone="error">{alert}</FormAlert>
              </div>
            ) : null}
            <PasswordField
              label={t('reset.newPassword')}
              showLabel={t('password.show')}
              hideLabel={t('password.hide')}
              autoComplete="new-password"
              hint={<PasswordChecklist password={newPassword} />}
              error={errors.newPassword?.message}
              {...register('newPassword')}
            />
            <PasswordField
              label={t('reset.confirmPassword')}
              showLabel={t('password.show')}
              hideLabel={t('password.hide')}
              autoComplete="new-password"
              error={errors.confirmPassword?.message}
              {...register('confirmPassword')}
            />
            <div css={fullWidthSubmit}>
              <SubmitButton data-testid="reset-submit" busy={isSubmitting} busyLabel={t('reset.submitting')}>
                {t('reset.submit')}
              </SubmitButton>
            </div>
          </form>
        ) : null}
        <p css={(theme: Theme) => ({ margin: `${theme.space(5)} 0 0` })}>
          <Link
            to={loginPathOf(AUDIENCE_OF[memberType])}
            css={(theme: Theme) => ({ color: theme.colors.primary, fontWeight: 600 })}
          >
            {t('forgot.back')}
          </Link>
        </p>
      </div>
    </div>
  );
}
