import * as v from 'valibot';
import type { Audience } from '@shop/brand';
import { SessionSchema } from '@shop/contracts';

export type { Audience } from '@shop/brand';

/** The fields of the user session the shop keeps (spec 1 section 3 "User session"). */
export const SessionUserSchema = v.pick(SessionSchema, [
  'accessToken',
  'refreshToken',
  'custName',
  'custId',
  'custType',
  'paymentType',
  'companyType',
  'isAdminSalesman',
  'idCardNo',
  'businessVerification',
]);

/** The signed-in user's session (spec 1 section 3 "User session"). */
export type SessionUser = v.InferOutput<typeof SessionUserSchema>;

/** Who the visitor is, for guards and menus. A guest is treated as B2C. */
export function audienceOf(user: SessionUser | null): Audience {
  if (!user || !user.accessToken || !user.custId) return 'guest';
  if (user.custType === 'B') return 'business';
  if (user.custType === 'S') return 'salesman';
  return 'individual';
}
