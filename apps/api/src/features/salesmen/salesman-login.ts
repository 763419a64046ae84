import { salesmanLogin } from '@shop/contracts';
import { ApiFailure } from '../../http/api-failure';
import { handler } from '../../http/handler';
import { sessionAnswer } from '../auth/account-session';
import { signInWithPassword } from '../auth/password-sign-in';

/** Salesman sign-in (v4 salesmanLogin): email and password, salesmen only, same protections as login. */
export const salesmanLoginHandler = handler(salesmanLogin, async (call) => {
  if (!call.unit.features.salesman) {
    throw new ApiFailure('LOGIN_TYPE_UNAVAILABLE', [{ path: '', message: 'Salesmen are off for this unit' }]);
  }
  const account = await signInWithPassword(call, call.input, { mobileAllowed: false });
  if (account.custType !== 'S') throw new ApiFailure('SALESMAN_LOGIN_ONLY');
  return sessionAnswer(account, await call.services.sessions.create(account.id));
});
