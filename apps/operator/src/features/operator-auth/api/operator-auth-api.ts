import { getOperatorMe, operatorSignIn, operatorSignOut, operatorVerifyTotp, type RequestOf } from '@shop/contracts';
import { operatorApi } from '../../../shared/operator-api';

// The operator's two sign-in steps (decision 0038): email and password, then the TOTP code.
export const signInWithPassword = (input: RequestOf<typeof operatorSignIn>) =>
  operatorApi().call(operatorSignIn, input);
export const verifyTotpCode = (input: RequestOf<typeof operatorVerifyTotp>) =>
  operatorApi().call(operatorVerifyTotp, input);
export const fetchOperatorMe = () => operatorApi().call(getOperatorMe, {});
export const signOutOperator = () => operatorApi().call(operatorSignOut, {});
