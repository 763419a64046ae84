import { SOCIAL_LOGIN_TYPES, type LoginRequestSchema, type Session, type SocialLoginType } from '@shop/contracts';
import type * as v from 'valibot';
import { ApiFailure } from '../../http/api-failure';
import { sessionAnswer } from '../auth/account-session';
import type { Call } from '../services';
import { signInWithPortalToken } from './portal-sign-in';
import { finishSocialSignIn } from './social-sign-in';

type LoginInput = v.InferOutput<typeof LoginRequestSchema>;

const isSocial = (loginType: string): loginType is SocialLoginType =>
  (SOCIAL_LOGIN_TYPES as readonly string[]).includes(loginType);

/**
 * The login call's other login types (issue 22): FB, GOOGLE and APPLE finish a social sign-in
 * (redirectUrl = the callback address, codeVerifier); SSO and SALESMAN_SSO take a portal's token in
 * accessToken (the autoLogin URL token, decision 0004). Answers the new session.
 */
export async function signInExternally(call: Call<unknown>, input: LoginInput): Promise<Session> {
  const { loginType } = input;
  if (isSocial(loginType)) {
    const account = await finishSocialSignIn(call, { ...input, loginType });
    return sessionAnswer(account, await call.services.sessions.create(account.id));
  }
  if (loginType === 'SSO' || loginType === 'SALESMAN_SSO') {
    if (!input.accessToken) throw new ApiFailure('INVALID_REQUEST', [{ path: 'accessToken', message: 'required' }]);
    const { account } = await signInWithPortalToken(call, {
      projectBu: call.unit.buId,
      aggregatorBu: input.aggregatorBuId,
      jwt: input.accessToken,
      expectedLoginType: loginType,
    });
    return sessionAnswer(account, await call.services.sessions.create(account.id));
  }
  throw new ApiFailure('LOGIN_TYPE_UNAVAILABLE', [{ path: 'loginType', message: `${loginType} is not answered here` }]);
}
