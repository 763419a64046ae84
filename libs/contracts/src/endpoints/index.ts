import * as auth from './auth';
import * as catalogue from './catalogue';
import * as member from './member';
import * as referenceData from './reference-data';
import * as registration from './registration';
import type { Endpoint } from '../endpoint';

export * from './auth';
export * from './registration';
export * from './member';
export * from './catalogue';
export * from './reference-data';

function endpointsOf(module: Record<string, unknown>): Endpoint[] {
  return Object.values(module).filter(
    (value): value is Endpoint => typeof value === 'object' && value !== null && 'method' in value && 'path' in value,
  );
}

/** Every call of this contract, for the server's route table and the OpenAPI document. */
export const ENDPOINTS: readonly Endpoint[] = [
  ...endpointsOf(auth),
  ...endpointsOf(registration),
  ...endpointsOf(member),
  ...endpointsOf(catalogue),
  ...endpointsOf(referenceData),
];
