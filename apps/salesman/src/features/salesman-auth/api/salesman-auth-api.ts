import { shopApi } from '@shop/api-client';
import { salesmanLogin, type RequestOf } from '@shop/contracts';

// The salesman's sign-in (spec 2: v4 salesmanLogin; other account types are refused with their own error).
export const signInAsSalesman = (input: RequestOf<typeof salesmanLogin>) => shopApi().call(salesmanLogin, input);
