import type { BusinessUnit } from '@shop/contracts';
import type { Audience } from './audience';
import { ITEM_TYPES_WITHOUT_BUSINESS_FEATURES } from './constants';

/** /query exists only when the brand enables card balance query. */
export function isQueryCardEnabled(unit: BusinessUnit): boolean {
  return unit.features.queryCard;
}

/** The query-card link: only when the brand enables it, and never for salesmen. */
export function showsQueryCardLink(unit: BusinessUnit, audience: Audience): boolean {
  return isQueryCardEnabled(unit) && audience !== 'salesman';
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

/** Business and salesman features never apply to items of type A or V. */
function itemTypeAllowsBusinessFeatures(itemType: string | undefined): boolean {
  return itemType === undefined || !ITEM_TYPES_WITHOUT_BUSINESS_FEATURES.includes(itemType);
}

/** Business (B2B) features show only if the unit enables B2B and the item type is not A or V. */
export function showsB2bFeatures(unit: BusinessUnit, itemType?: string): boolean {
  return isB2bEnabled(unit) && itemTypeAllowsBusinessFeatures(itemType);
}

/** Salesman features show only if the unit enables salesmen and the item type is not A or V. */
export function showsSalesmanFeatures(unit: BusinessUnit, itemType?: string): boolean {
  return isSalesmanEnabled(unit) && itemTypeAllowsBusinessFeatures(itemType);
}

/** /salesman/buying-self is hidden when the brand hides deliver-to-me. */
export function showsSalesmanBuyingSelf(unit: BusinessUnit): boolean {
  return isSalesmanEnabled(unit) && !unit.features.hideDeliverToMe;
}

/** The language switcher shows only when the unit has more than one language. */
export function showsLanguageSwitcher(unit: BusinessUnit): boolean {
  return unit.languages.length > 1;
}
