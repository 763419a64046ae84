import { OAUTH_CALLBACK_PATH, type BusinessUnit, type SocialLoginType } from '@shop/contracts';
import * as oidc from 'openid-client';
import { ApiFailure, invalidRequest } from '../../http/api-failure';
import type { AccountRow } from '../auth/account-repository';
import type { Call, Services } from '../services';
import { unitAllows } from './login-methods';
import { usableCustomer } from './usable-customer';
import { ProviderUnreachable } from './social-providers';

const SCOPE = 'openid email profile';
/** {shop origin}[/{buId}]/auth/oauth/callback, nothing after it. */
const CALLBACK_PATH = new RegExp(`^(/[A-Za-z0-9_-]{1,32})?${OAUTH_CALLBACK_PATH.replace(/\//g, '\\/')}$`);

/**
 * Social sign-in, step 1 (getOauthLoginInfo): remembers the state, nonce and the page's PKCE challenge
 * for this unit and provider, and answers the provider's authorization URL.
 */
export async function startSocialSignIn(
  { unit, services }: Call<unknown>,
  input: { loginType: SocialLoginType; redirectUri: string; codeChallenge: string },
): Promise<{ returnUrl: string; state: string }> {
  if (!unitAllows(unit, input.loginType)) {
    throw new ApiFailure('LOGIN_TYPE_UNAVAILABLE', [{ path: 'loginType', message: `${input.loginType} is off here` }]);
  }
  const redirect = new URL(input.redirectUri);
  if (
    redirect.origin !== new URL(services.shopUrl).origin ||
    !CALLBACK_PATH.test(redirect.pathname) ||
    redirect.search ||
    redirect.hash
  ) {
    throw new ApiFailure('OAUTH_REDIRECT_NOT_ALLOWED', [
      { path: 'redirectUri', message: 'not the shop callback page' },
    ]);
  }
  const configuration = await providerConfiguration(services, input.loginType);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  await services.sso.startSignIn({
    state,
    buId: unit.buId,
    loginType: input.loginType,
    codeChallenge: input.codeChallenge,
    nonce,
    redirectUri: redirect.href,
  });
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirect.href,
    scope: SCOPE,
    state,
    nonce,
    code_challenge: input.codeChallenge,
    code_challenge_method: 'S256',
  });
  return { returnUrl: url.href, state };
}

/** What the provider says of the person (ID token and userinfo). */
interface SocialPerson {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/**
 * Social sign-in, step 2 (login with FB, GOOGLE or APPLE): the callback address the provider sent the
 * browser to (code, state) and the page's code verifier. The state is claimed once; the provider checks
 * the verifier against the challenge when it gives the tokens. Answers the account signed in: the one
 * linked to that person, else the unit's account of the verified address (linked now), else a new one
 * where the unit registers social accounts by itself.
 */
export async function finishSocialSignIn(
  call: Call<unknown>,
  input: { loginType: SocialLoginType; redirectUrl?: string; codeVerifier?: string },
): Promise<AccountRow> {
  const { unit, services } = call;
  if (!unitAllows(unit, input.loginType)) {
    throw new ApiFailure('LOGIN_TYPE_UNAVAILABLE', [{ path: 'loginType', message: `${input.loginType} is off here` }]);
  }
  const missing = [
    ...(input.redirectUrl ? [] : [{ path: 'redirectUrl', message: 'This field is required.' }]),
    ...(input.codeVerifier && /^[A-Za-z0-9._~-]{43,128}$/.test(input.codeVerifier)
      ? []
      : [{ path: 'codeVerifier', message: 'Invalid code verifier' }]),
  ];
  if (missing.length) throw invalidRequest(missing);
  let callback: URL;
  try {
    callback = new URL(input.redirectUrl ?? '');
  } catch {
    throw invalidRequest([{ path: 'redirectUrl', message: 'Invalid URL' }]);
  }
  const state = callback.searchParams.get('state') ?? '';
  const signIn = /^[A-Za-z0-9_-]{32,64}$/.test(state) ? await services.sso.takeSignIn(unit.buId, state) : null;
  if (
    !signIn ||
    signIn.loginType !== input.loginType ||
    `${callback.origin}${callback.pathname}` !== signIn.redirectUri
  ) {
    throw new ApiFailure('OAUTH_STATE_INVALID');
  }
  if (callback.searchParams.get('error') === 'access_denied') throw new ApiFailure('OAUTH_CANCELLED');
  const configuration = await providerConfiguration(services, input.loginType);
  const person = await personOf(configuration, callback, {
    pkceCodeVerifier: input.codeVerifier ?? '',
    expectedState: signIn.state,
    expectedNonce: signIn.nonce,
    idTokenExpected: true,
  });
  return accountOf(services, unit, input.loginType, person);
}

async function providerConfiguration(services: Services, type: SocialLoginType): Promise<oidc.Configuration> {
  try {
    return await services.socialProviders.configuration(type);
  } catch (error) {
    if (error instanceof ProviderUnreachable) throw new ApiFailure('OAUTH_PROVIDER_UNAVAILABLE');
    throw error;
  }
}

async function personOf(
  configuration: oidc.Configuration,
  callback: URL,
  checks: oidc.AuthorizationCodeGrantChecks,
): Promise<SocialPerson> {
  try {
    const tokens = await oidc.authorizationCodeGrant(configuration, callback, checks);
    const idToken = tokens.claims();
    if (!idToken) throw new ApiFailure('OAUTH_EXCHANGE_FAILED');
    // The profile and address come with userinfo (the ID token may carry only the subject).
    const info = await oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub);
    const name = typeof info.name === 'string' ? info.name.trim().split(/\s+/) : [];
    const email = typeof info.email === 'string' ? info.email.trim().toLowerCase() : null;
    return {
      issuer: configuration.serverMetadata().issuer,
      subject: idToken.sub,
      email: email && email.length <= 254 ? email : null,
      emailVerified: info.email_verified === true,
      firstName: (info.given_name ?? name[0] ?? '').slice(0, 50),
      lastName: (info.family_name ?? name.slice(1).join(' ')).slice(0, 50),
    };
  } catch (error) {
    if (error instanceof ApiFailure) throw error;
    // The provider refused the code (wrong verifier, used or old code) or answered something unsound.
    if (
      error instanceof oidc.ResponseBodyError ||
      error instanceof oidc.AuthorizationResponseError ||
      error instanceof oidc.ClientError
    ) {
      throw new ApiFailure('OAUTH_EXCHANGE_FAILED', [{ path: '', message: describe(error) }]);
    }
    throw new ApiFailure('OAUTH_PROVIDER_UNAVAILABLE');
  }
}

function describe(error: Error): string {
  const body = error as { error?: string; code?: string };
  return (body.error ?? body.code ?? error.message).slice(0, 200);
}

async function accountOf(
  services: Services,
  unit: BusinessUnit,
  loginType: SocialLoginType,
  person: SocialPerson,
): Promise<AccountRow> {
  const key = { buId: unit.buId, issuer: person.issuer, subject: person.subject };
  const linked = await services.sso.accountOf(key);
  if (linked) return usableCustomer(linked);
  const known = person.email ? await services.accounts.byEmail(unit.buId, person.email) : null;
  if (known) {
    // Only an address the provider verified proves the person owns the account of that address.
    if (!person.emailVerified) throw new ApiFailure('SOCIAL_EMAIL_IN_USE');
    usableCustomer(known);
    await services.sso.link(key, loginType, known.id);
    return known;
  }
  // A new account takes the address only when the provider verified it (no one squats another's address).
  if (!unit.features.socialAutoRegistration || !person.email || !person.emailVerified) {
    const failure = new ApiFailure('SOCIAL_NOT_REGISTERED');
    // The person proved to the provider who they are in this browser: the form may start from it.
    failure.error.socialProfile = {
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.emailVerified ? person.email : null,
    };
    throw failure;
  }
  const created = await services.sso.createLinked(key, {
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    custType: 'C',
    loginType,
  });
  if (created) return created;
  // The address got an account meanwhile (another tab): decide again with it.
  return accountOf(services, unit, loginType, person);
}
