import {
  hasInternalFaq,
  isB2bEnabled,
  isQueryCardEnabled,
  isSalesmanEnabled,
  showsB2bFeatures,
  showsLanguageSwitcher,
  showsQueryCardLink,
  showsSalesmanBuyingSelf,
  showsSalesmanFeatures,
} from './feature-rules';
import { unitWith } from './unit.fixture';

describe('feature rules', () => {
  it('offers /query only when the brand enables card query', () => {
    expect(isQueryCardEnabled(unitWith({}, { queryCard: true }))).toBe(true);
    expect(isQueryCardEnabled(unitWith({}, { queryCard: false }))).toBe(false);
  });

  it('shows the query-card link when enabled, except to salesmen', () => {
    const enabled = unitWith({}, { queryCard: true });
    expect(showsQueryCardLink(enabled, 'guest')).toBe(true);
    expect(showsQueryCardLink(enabled, 'individual')).toBe(true);
    expect(showsQueryCardLink(enabled, 'business')).toBe(true);
    expect(showsQueryCardLink(enabled, 'salesman')).toBe(false);
    expect(showsQueryCardLink(unitWith({}, { queryCard: false }), 'guest')).toBe(false);
  });

  it('has its own FAQ only without an external FAQ link', () => {
    expect(hasInternalFaq(unitWith())).toBe(true);
    expect(hasInternalFaq(unitWith({ externalFaqUrl: 'https://help.example/faq' }))).toBe(false);
  });

  it('shows B2B features only when enabled and the item type is not A or V', () => {
    const b2b = unitWith({}, { b2b: true });
    expect(isB2bEnabled(b2b)).toBe(true);
    expect(showsB2bFeatures(b2b)).toBe(true);
    expect(showsB2bFeatures(b2b, 'G')).toBe(true);
    expect(showsB2bFeatures(b2b, 'A')).toBe(false);
    expect(showsB2bFeatures(b2b, 'V')).toBe(false);
    expect(showsB2bFeatures(unitWith({}, { b2b: false }), 'G')).toBe(false);
  });

  it('shows salesman features only when enabled and the item type is not A or V', () => {
    const withSalesmen = unitWith({}, { salesman: true });
    expect(isSalesmanEnabled(withSalesmen)).toBe(true);
    expect(showsSalesmanFeatures(withSalesmen, 'G')).toBe(true);
    expect(showsSalesmanFeatures(withSalesmen, 'A')).toBe(false);
    expect(showsSalesmanFeatures(withSalesmen, 'V')).toBe(false);
    expect(showsSalesmanFeatures(unitWith({}, { salesman: false }))).toBe(false);
  });

  it('hides the salesman buying-self route when the brand hides deliver-to-me', () => {
    expect(showsSalesmanBuyingSelf(unitWith({}, { salesman: true, hideDeliverToMe: false }))).toBe(true);
    expect(showsSalesmanBuyingSelf(unitWith({}, { salesman: true, hideDeliverToMe: true }))).toBe(false);
    expect(showsSalesmanBuyingSelf(unitWith({}, { salesman: false }))).toBe(false);
  });

  it('shows the language switcher only with more than one language', () => {
    expect(showsLanguageSwitcher(unitWith({ languages: ['en', 'ar'] }))).toBe(true);
    expect(showsLanguageSwitcher(unitWith({ languages: ['fr'], defaultLanguage: 'fr' }))).toBe(false);
  });
});
