import { audienceTabsOf } from './audience-tabs';
import { unitWith } from './unit.fixture';

describe('For customer / For business tabs', () => {
  const b2bUnit = unitWith({}, { b2b: true });

  it('shows both tabs, enabled, to a visitor who is not logged in', () => {
    expect(audienceTabsOf(b2bUnit, 'guest')).toEqual({
      forCustomer: { shown: true, disabled: false },
      forBusiness: { shown: true, disabled: false },
    });
  });

  it('disables For business for individuals', () => {
    expect(audienceTabsOf(b2bUnit, 'individual')).toEqual({
      forCustomer: { shown: true, disabled: false },
      forBusiness: { shown: true, disabled: true },
    });
  });

  it('disables For customer for business users and keeps For business', () => {
    expect(audienceTabsOf(b2bUnit, 'business')).toEqual({
      forCustomer: { shown: true, disabled: true },
      forBusiness: { shown: true, disabled: false },
    });
  });

  it('does not show For business to salesmen', () => {
    expect(audienceTabsOf(b2bUnit, 'salesman').forBusiness).toEqual({ shown: false, disabled: false });
  });

  it('has no For business tab on a unit without B2B', () => {
    const unit = unitWith({}, { b2b: false });
    expect(audienceTabsOf(unit, 'guest').forBusiness).toEqual({ shown: false, disabled: false });
    expect(audienceTabsOf(unit, 'individual').forBusiness).toEqual({ shown: false, disabled: false });
  });
});
