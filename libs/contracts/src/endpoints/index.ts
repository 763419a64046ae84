import * as auth from './auth';
import * as cards from './cards';
import * as cardLink from './card-link';
import * as catalogue from './catalogue';
import * as member from './member';
import * as payments from './payments';
import * as orders from './orders';
import * as quotations from './quotations';
import * as orderResult from './order-result';
import * as referenceData from './reference-data';
import * as registration from './registration';
import * as businessRegistration from './business-registration';
import * as wallet from './wallet';
import * as files from './files';
import * as documents from './documents';
import * as brochures from './brochures';
import * as kyb from './kyb';
import * as salesman from './salesman';
import * as operator from './operator';
import * as operatorCatalogue from './operator-catalogue';
import * as backOffice from './back-office';
import type { Endpoint } from '../endpoint';

export * from './auth';
export * from './registration';
export * from './business-registration';
export * from './member';
export * from './catalogue';
export * from './reference-data';
export * from './payments';
export * from './cards';
export * from './card-link';
export * from './orders';
export * from './quotations';
export * from './order-result';
export * from './wallet';
export * from './files';
export * from './documents';
export * from './brochures';
export * from './kyb';
export * from './salesman';
export * from './operator';
export * from './operator-catalogue';
export * from './back-office';

function endpointsOf(...modules: Record<string, unknown>[]): Endpoint[] {
  return modules.flatMap((module) =>
    Object.values(module).filter(
      (value): value is Endpoint => typeof value === 'object' && value !== null && 'method' in value && 'path' in value,
    ),
  );
}

/**
 * Every call of this contract, for the server's route table and the OpenAPI document. Marked pure so a
 * page that does not use the list keeps only the calls it imports (bundlers drop the unused list).
 */
export const ENDPOINTS: readonly Endpoint[] = /*#__PURE__*/ endpointsOf(
  auth,
  registration,
  businessRegistration,
  member,
  catalogue,
  referenceData,
  payments,
  cards,
  cardLink,
  orders,
  quotations,
  orderResult,
  wallet,
  files,
  documents,
  brochures,
  kyb,
  salesman,
  operator,
  operatorCatalogue,
  backOffice,
);
