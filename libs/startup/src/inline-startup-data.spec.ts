import { demoUnit97 } from '@shop/brand/testing';
import { readInlineStartupData, STARTUP_DATA_ELEMENT_ID } from './inline-startup-data';

const units = [{ buId: '97', name: 'Marjan Market', countryCode: 'AE' }];

function pageWith(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('shop');
  if (json !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = STARTUP_DATA_ELEMENT_ID;
    script.textContent = json;
    doc.head.append(script);
  }
  return doc;
}

describe('start-up data delivered with the page', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('reads the unit list and the unit the server wrote, as the API answers them', () => {
    const unit = demoUnit97();
    expect(readInlineStartupData(pageWith(JSON.stringify({ units, unit })))).toEqual({ units, unit });
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads text the server escaped for a script element (< as \\u003c)', () => {
    const unit = demoUnit97({ name: 'Marjan </script> Market' });
    const escaped = JSON.stringify({ units, unit }).replace(/</g, '\\u003c');
    expect(readInlineStartupData(pageWith(escaped))?.unit.name).toBe('Marjan </script> Market');
  });

  it('is absent without the element (dev servers, a static host): start-up calls the API', () => {
    expect(readInlineStartupData(pageWith(null))).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('is refused, with a warning, when it is not JSON or does not hold a valid unit', () => {
    expect(readInlineStartupData(pageWith('{"units": ['))).toBeNull();
    const unitWithoutCurrency: Record<string, unknown> = { ...demoUnit97() };
    delete unitWithoutCurrency.currency;
    expect(readInlineStartupData(pageWith(JSON.stringify({ units, unit: unitWithoutCurrency })))).toBeNull();
    expect(readInlineStartupData(pageWith(JSON.stringify({ units: [{ buId: 97 }], unit: demoUnit97() })))).toBeNull();
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
