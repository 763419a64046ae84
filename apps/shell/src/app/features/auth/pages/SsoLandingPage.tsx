import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { shopApi, type ApiResult } from '@shop/api-client';
import { brandStore } from '@shop/brand';
import { useUnit } from '@shop/brand/react';
import { SSO_PAGES, ssoLogin, type ResponseOf, type SsoPage } from '@shop/contracts';
import { useTranslation } from '@shop/i18n/react';
import { sessionStore } from '@shop/session';
import { handOverSession, portalSignInUrl, takeSsoReturnPath } from '@shop/session/portal-sign-in';
import { LoadingIndicator } from '@shop/ui';
import { authErrorMessage } from '../api/auth-errors';
import { oncePerKey } from '../api/once-per-key';
import { pageLoads } from '../api/page-loads';
import { ssoDestination } from '../api/sso-destination';
import { ssoRefusalOf, type SsoRefusal } from '../api/sso-refusal';
import { sessionUserOf } from '../api/session-user';
import { linkButtonCss } from '../components/link-button';
import { authCardCss, narrowPageCss, pageTitleCss } from '../components/page-layout';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

type Answer = ApiResult<ResponseOf<typeof ssoLogin>>;
type State = { kind: 'signingIn' } | { kind: 'refused'; refusal: SsoRefusal } | { kind: 'failed'; message: string };

const signInOnce = oncePerKey<Answer>();
const isSsoPage = (value: string | null): value is SsoPage =>
  !!value && (SSO_PAGES as readonly string[]).includes(value);

/** The link's fields; the token leaves the address bar and the history at once (decision 0004). */
function readLink(search: URLSearchParams) {
  const link = {
    jwt: search.get('jwt')?.trim() ?? '',
    aggregatorBu: search.get('aggregator_bu')?.trim() || undefined,
    page: search.get('page'),
    item: search.get('item')?.trim() || undefined,
  };
  if (link.jwt) {
    const url = new URL(window.location.href);
    url.searchParams.delete('jwt');
    window.history.replaceState(window.history.state, '', url.toString());
  }
  return link;
}

/**
 * /{projectBu}/sso?jwt&aggregator_bu&page&item: a link signed by the unit's portal. The API checks
 * it (signature, audience, expiry, once only); a good one signs the customer in, keeps the portal's
 * back-URL for logout and opens the page it names (a card's detail for an item). A refused link gets
 * a page that says why and leads back to the portal.
 */
export function SsoLandingPage() {
  const { t } = useTranslation('auth');
  const unit = useUnit();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const [search] = useSearchParams();
  const [link] = useState(() => readLink(search));
  const [state, setState] = useState<State>(() =>
    link.jwt ? { kind: 'signingIn' } : { kind: 'refused', refusal: 'missing' },
  );

  useEffect(() => {
    if (!link.jwt) return undefined;
    let current = true;
    const input = {
      projectBu: unit.buId,
      jwt: link.jwt,
      ...(link.aggregatorBu ? { aggregator_bu: link.aggregatorBu } : {}),
      ...(isSsoPage(link.page) ? { page: link.page } : {}),
      ...(link.item ? { item: link.item } : {}),
    };
    signInOnce(link.jwt, () => shopApi().call(ssoLogin, input)).then(async (answer) => {
      if (!current) return;
      if (!answer.ok) {
        const refusal = ssoRefusalOf(answer.error);
        setState(
          refusal ? { kind: 'refused', refusal } : { kind: 'failed', message: authErrorMessage(answer.error, t) },
        );
        return;
      }
      const { backUrl, redirectUrl, buId, ...session } = answer.data;
      if (buId !== unit.buId) {
        // aggregator_bu: the session is the other unit's, kept under it, and its pages open (decision 0057).
        handOverSession(buId, sessionUserOf(session), backUrl);
        pageLoads.replace(redirectUrl.startsWith('/') && !redirectUrl.startsWith('//') ? redirectUrl : '/');
        return;
      }
      await completeSignIn(session, '');
      // Logout leads back to the portal (spec 1 section 4); a session without one forgets an older one.
      sessionStore.getState().setSsoBackUrl(backUrl);
      // The link's own page first; a plain link returns where the visitor left for the portal (a checkout).
      const destination = ssoDestination(redirectUrl, brandStore.getState().basePath, takeSsoReturnPath());
      if (destination.kind === 'internal') navigate(destination.path, { replace: true });
      else pageLoads.replace(destination.url);
    });
    return () => {
      current = false;
    };
  }, [link, unit.buId, completeSignIn, navigate, t]);

  // A refused link is mended at the portal, which signs a fresh one: lead there when the unit names it.
  const portal =
    state.kind === 'signingIn' ? null : portalSignInUrl(unit, window.location.origin, brandStore.getState().basePath);

  return (
    <div css={narrowPageCss}>
      <div css={authCardCss} data-testid="sso-landing" data-state={state.kind}>
        {state.kind === 'signingIn' ? (
          <>
            <h1 css={pageTitleCss}>{t('sso.title')}</h1>
            <LoadingIndicator label={t('sso.working')} />
          </>
        ) : (
          <div role="alert">
            <h1 css={pageTitleCss}>{t('sso.refusedTitle')}</h1>
            <p
              css={{ lineHeight: 1.5 }}
              data-testid="sso-refusal"
              data-refusal={state.kind === 'refused' ? state.refusal : 'error'}
            >
              {state.kind === 'refused' ? t(`sso.${state.refusal}`) : state.message}
            </p>
            <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
              {portal && (
                <a href={portal} css={linkButtonCss('primary')} data-testid="sso-portal">
                  {t('sso.backToPortal')}
                </a>
              )}
              <Link to="/" css={linkButtonCss(portal ? 'secondary' : 'primary')} data-testid="sso-home">
                {t('sso.goHome')}
              </Link>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
