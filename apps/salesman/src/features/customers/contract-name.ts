import type { Translate } from '@shop/validation';

/** A contract type's name (Light 1, En Compte 2, Registered 3; spec 2 section 9) in the page's language. */
export function contractName(contractTypeId: number, t: Translate): string {
  return [1, 2, 3].includes(contractTypeId)
    ? t(`salesman:contract.${contractTypeId}`)
    : t('salesman:contract.unknown', { id: contractTypeId });
}
