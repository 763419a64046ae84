import type { BusinessUnit } from '@shop/contracts';
import type { Audience } from './audience';

export interface AudienceTab {
  shown: boolean;
  disabled: boolean;
}

export interface AudienceTabs {
  forCustomer: AudienceTab;
  forBusiness: AudienceTab;
}

/**
 * The header's For customer / For business tabs (spec 1 section 6). For customer is disabled for
 * business users. For business exists only on B2B units; it shows to guests and business users,
 * shows disabled to individuals, and is absent for salesmen, who are neither.
 */
export function audienceTabsOf(unit: BusinessUnit, audience: Audience): AudienceTabs {
  const businessTabApplies = unit.features.b2b && audience !== 'salesman';
  return {
    forCustomer: { shown: true, disabled: audience === 'business' },
    forBusiness: { shown: businessTabApplies, disabled: businessTabApplies && audience === 'individual' },
  };
}
