import * as v from 'valibot';
import { internationalPhoneSchema } from '@shop/validation';
import { applyFieldRules } from '../../http/field-rules';
import type { Services } from '../services';

/**
 * A mobile number as a consumer's sign-in, registration or one-time code sends it: the forms' phone
 * rule (libs/validation) with fixed lines refused (spec: they are allowed for business customers
 * and physical delivery only), for a country of the list. Answers the E.164 form; a failure is a
 * 400 'wrong phone number' on `path`.
 */
export async function checkedMobileNumber(services: Services, mobileNo: string, path = 'mobileNo'): Promise<string> {
  const schema = v.object({
    [path]: internationalPhoneSchema({ countries: await services.phoneCountries.listed(), allowFixedLine: false }),
  });
  return applyFieldRules(schema, { [path]: mobileNo })[path];
}
