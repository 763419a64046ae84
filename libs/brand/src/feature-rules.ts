import type { BusinessUnit } from '@shop/contracts';

/** /query exists only when the brand enables card balance query. */
export function isQueryCardEnabled(unit: BusinessUnit): boolean {
  return unit.features.queryCard;
}

/** /faq is the shop's own FAQ only when the brand has no external FAQ link. */
export function hasInternalFaq(unit: BusinessUnit): boolean {
  return !unit.externalFaqUrl;
}

export function isB2bEnabled(unit: BusinessUnit): boolean {
  return unit.features.b2b;
}

export function isSalesmanEnabled(unit: BusinessUnit): boolean {
  return unit.features.salesman;
}

/** The language switcher shows only when the unit has more than one language. */
export function showsLanguageSwitcher(unit: BusinessUnit): boolean {
  return unit.languages.length > 1;
}
