import { registerEndpoints } from '../../http/endpoint-routes';
import { featurePlugin, type FeatureOptions } from '../../plugins/feature-plugin';
import { deleteAccountHandler, getEmailVerificationHandler } from './account-handlers';
import { getCorporateAccountHandler, removeCorporateMemberHandler, upgradeToB2b2cHandler } from './corporate-handlers';
import { TWO_FACTOR_HANDLERS } from './two-factor-handlers';

export const ACCOUNT_SECURITY_HANDLERS = [
  ...TWO_FACTOR_HANDLERS,
  deleteAccountHandler,
  getEmailVerificationHandler,
  getCorporateAccountHandler,
  upgradeToB2b2cHandler,
  removeCorporateMemberHandler,
];

/** Two-factor sign-in, account deletion, email verification's state and the corporate tab (issue 22). */
export const accountSecurityPlugin = featurePlugin('account-security', async (api, { rateLimits }: FeatureOptions) => {
  registerEndpoints(api, ACCOUNT_SECURITY_HANDLERS, rateLimits);
});
