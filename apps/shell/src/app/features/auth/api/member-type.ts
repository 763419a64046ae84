import type { CustomerType } from '@shop/contracts';

/**
 * The account type a reset link is for, read from the page's address (spec 1 section 4): B when it
 * includes b2b, S when it includes salesman, else C.
 */
export function memberTypeOfResetPath(pathname: string): CustomerType {
  const segments = pathname.toLowerCase().split('/');
  if (segments.includes('b2b')) return 'B';
  if (segments.includes('salesman')) return 'S';
  return 'C';
}
