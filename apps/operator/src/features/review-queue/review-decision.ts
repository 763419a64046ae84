import { BACK_OFFICE_CONTRACT_TYPES } from '@shop/contracts';

/** The contract types an approval may set (spec 2 section 9): Light 1, En Compte 2, Registered 3. */
export const CONTRACT_TYPE_IDS = BACK_OFFICE_CONTRACT_TYPES;
export type ContractTypeId = (typeof CONTRACT_TYPE_IDS)[number];
