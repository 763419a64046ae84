import { registerEndpoints } from '../../http/endpoint-routes';
import type { EndpointHandler } from '../../http/handler';
import { featurePlugin, type FeatureOptions } from '../../plugins/feature-plugin';
import { CATALOGUE_VERSION_HANDLERS } from './catalogue-version-handlers';
import { OPERATOR_HANDLERS } from './operator-handlers';
import { UNIT_SETTINGS_HANDLERS } from './unit-settings-handlers';

/** Every operator call of this group: sign-in, accounts, audit log, unit settings and catalogue versions. */
export const ALL_OPERATOR_HANDLERS = [
  ...OPERATOR_HANDLERS,
  ...UNIT_SETTINGS_HANDLERS,
  ...CATALOGUE_VERSION_HANDLERS,
] as EndpointHandler[];

/** Operators (issue 21): sign-in with TOTP, operator accounts, the audit log, unit and catalogue versions. */
export const operatorsPlugin = featurePlugin('operators', async (api, { rateLimits }: FeatureOptions) => {
  registerEndpoints(api, ALL_OPERATOR_HANDLERS, rateLimits);
});
