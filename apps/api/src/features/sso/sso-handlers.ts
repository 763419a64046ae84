import { getOauthLoginInfo, ssoLogin } from '@shop/contracts';
import { handler } from '../../http/handler';
import { sessionAnswer } from '../auth/account-session';
import { landingUrl, signInWithPortalToken } from './portal-sign-in';
import { startSocialSignIn } from './social-sign-in';

export const getOauthLoginInfoHandler = handler(getOauthLoginInfo, async (call) => startSocialSignIn(call, call.input));

/** /{projectBu}/sso: a portal's signed link; answers the session, the page to open and the portal's back-URL. */
export const ssoLoginHandler = handler(ssoLogin, async (call) => {
  const { input, services } = call;
  const { account, unit, backUrl } = await signInWithPortalToken(call, {
    projectBu: input.projectBu,
    aggregatorBu: input.aggregator_bu,
    jwt: input.jwt,
  });
  const session = sessionAnswer(account, await services.sessions.create(account.id));
  return { ...session, backUrl, redirectUrl: landingUrl(unit, input.page, input.item), buId: unit.buId };
});

export const SSO_HANDLERS = [getOauthLoginInfoHandler, ssoLoginHandler];
