import { audienceTabsOf, hasInternalFaq, showsQueryCardLink } from '@shop/brand';
import { useUnit } from '@shop/brand/react';
import { useTranslation } from '@shop/i18n/react';
import { useAudience } from '@shop/session/react';

export interface NavItem {
  key: string;
  label: string;
  /** A page of the shop (router link), or `href` for another site. */
  to?: string;
  href?: string;
  /** Exact match for the active mark (the home tab). */
  end?: boolean;
  disabled?: boolean;
  /** Opens in a new tab (the brand's map). */
  newTab?: boolean;
}

/** The header's navigation (spec 1 section 2): audience tabs, Query Card, Map, FAQs and My account. */
export function useNavItems(): NavItem[] {
  const unit = useUnit();
  const audience = useAudience();
  const { t } = useTranslation('shell');
  const tabs = audienceTabsOf(unit, audience);
  const items: NavItem[] = [];
  if (tabs.forBusiness.shown) {
    items.push({
      key: 'forCustomer',
      to: '/',
      end: true,
      label: t('nav.forCustomer'),
      disabled: tabs.forCustomer.disabled,
    });
    items.push({
      key: 'forBusiness',
      // A business user's tab opens their business area; anyone else reads the business offer.
      to: audience === 'business' ? '/b2b' : '/b2b/info',
      label: t('nav.forBusiness'),
      disabled: tabs.forBusiness.disabled,
    });
  }
  if (showsQueryCardLink(unit, audience)) items.push({ key: 'queryCard', to: '/query', label: t('nav.queryCard') });
  if (unit.mapUrl) items.push({ key: 'map', href: unit.mapUrl, label: t('nav.map'), newTab: true });
  items.push(
    hasInternalFaq(unit)
      ? { key: 'faq', to: '/faq', label: t('nav.faq') }
      : { key: 'faq', href: unit.externalFaqUrl, label: t('nav.faq') },
  );
  // A salesman has no customer account: his area (his customers) takes its place.
  if (audience === 'salesman')
    items.push({ key: 'account', to: '/salesman', label: t('accountMenu.salesmanCustomers') });
  else if (audience !== 'guest') items.push({ key: 'account', to: '/account', label: t('accountMenu.myAccount') });
  return items;
}
