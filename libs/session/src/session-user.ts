import type { CustomerType } from '@shop/contracts';

/** The signed-in user's session (spec 1 section 3 "User session"). */
export interface SessionUser {
  accessToken: string;
  refreshToken: string;
  custName: string;
  custId: string;
  custType: CustomerType;
  paymentType: string;
  companyType: number;
  isAdminSalesman: boolean;
  idCardNo: string;
}

export type Audience = 'guest' | 'individual' | 'business' | 'salesman';

/** Who the visitor is, for guards and menus. A guest is treated as B2C. */
export function audienceOf(user: SessionUser | null): Audience {
  if (!user || !user.accessToken || !user.custId) return 'guest';
  if (user.custType === 'B') return 'business';
  if (user.custType === 'S') return 'salesman';
  return 'individual';
}
