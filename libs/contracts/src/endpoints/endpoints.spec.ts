import * as v from 'valibot';
import { pathParamNames, requestFieldNames, resolveVersion, versionedPath } from '../endpoint';
import {
  ENDPOINTS,
  getProducts,
  login,
  getLetterTypes,
  register,
  confirmReset,
  updateMemberAddressBook,
} from './index';

describe('the endpoint table', () => {
  it('names every call once', () => {
    const names = ENDPOINTS.map((endpoint) => endpoint.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThanOrEqual(38);
  });

  it('never puts two calls on one method and URL', () => {
    const keys = ENDPOINTS.flatMap((endpoint) =>
      endpoint.versions.map((version) => `${endpoint.method} ${versionedPath(endpoint, version)}`),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('takes every path parameter from a request field of the same name', () => {
    for (const endpoint of ENDPOINTS) {
      for (const param of pathParamNames(endpoint.path)) {
        expect({ endpoint: endpoint.name, has: requestFieldNames(endpoint).includes(param) }).toEqual({
          endpoint: endpoint.name,
          has: true,
        });
      }
    }
  });

  it('limits every file download and every call that creates an order (decision 0060)', () => {
    const downloads = ENDPOINTS.filter((endpoint) => endpoint.download);
    expect(downloads.length).toBeGreaterThanOrEqual(7);
    for (const endpoint of downloads) expect([endpoint.name, endpoint.rateLimit]).toEqual([endpoint.name, 'download']);
    const creating = ENDPOINTS.filter((endpoint) => endpoint.rateLimit === 'orderCreation').map((e) => e.name);
    expect(creating.sort()).toEqual(
      [
        'cardTopUp',
        'createOrder',
        'orderLargeOrderFile',
        'orderQuotation',
        'quoteOrder',
        'salesmanCheckout',
        'topUpWallet',
      ].sort(),
    );
  });

  it('encrypts every call but the initial-token call', () => {
    expect(ENDPOINTS.filter((endpoint) => !endpoint.encrypted).map((endpoint) => endpoint.name)).toEqual(['initToken']);
  });
});

describe('versions per endpoint and unit', () => {
  it('uses the listed defaults', () => {
    expect(versionedPath(login, resolveVersion(login))).toBe('/v8/login');
    expect(versionedPath(getLetterTypes, resolveVersion(getLetterTypes))).toBe(
      '/v2/product/letterType/:aggregatorBuId',
    );
    expect(versionedPath(getProducts, resolveVersion(getProducts))).toBe('/v6/product/products/:categoryId/:page');
  });

  it("takes a unit's override only when the server answers that version", () => {
    expect(resolveVersion(getProducts, { getProducts: 'v3' })).toBe('v3');
    expect(resolveVersion(getProducts, { getProducts: 'v9' })).toBe('v6');
    expect(resolveVersion(getLetterTypes, { getLetterTypes: '' })).toBe('');
  });
});

describe('request contracts', () => {
  it('demands account and password for a normal login, with the spec message', () => {
    const result = v.safeParse(login.request, { loginType: 'NL' });
    if (result.success) throw new Error('expected a failure');
    expect(v.flatten(result.issues).nested).toEqual({
      account: ['This field is required.'],
      password: ['This field is required.'],
    });
  });

  it('lets other login types through to the server, which answers them clearly', () => {
    expect(v.safeParse(login.request, { loginType: 'GOOGLE' }).success).toBe(true);
    expect(v.safeParse(login.request, { loginType: 'TWITTER' }).success).toBe(false);
  });

  it('applies the password policy with its messages', () => {
    const base = { email: 'a.b@example.com', firstName: 'Ann', lastName: 'Lee' };
    const messages = (password: string) => {
      const result = v.safeParse(register.request, { ...base, password });
      return result.success ? [] : result.issues.map((issue) => issue.message);
    };
    expect(messages('Abcdefg1')).toEqual([]);
    expect(messages('abcdefgh')).toEqual(['At least 1 uppercase']);
    expect(messages('ABCDEFGH')).toEqual(['At least 1 lowercase']);
    expect(messages('Abc defgh')).toEqual(['No space']);
    expect(messages('Ab1')).toEqual(['Must be between 8 and 128 characters.']);
  });

  it('normalises emails and rejects malformed ones', () => {
    const ok = v.parse(register.request, {
      email: ' Ann.Lee@Example.COM ',
      firstName: 'Ann',
      lastName: 'Lee',
      password: 'Abcdefg1',
    });
    expect(ok.email).toBe('ann.lee@example.com');
    expect(ok.registerType).toBe('EM');
    const bad = v.safeParse(register.request, {
      email: 'ann@example',
      firstName: 'Ann',
      lastName: 'Lee',
      password: 'Abcdefg1',
    });
    expect(bad.issues?.[0].message).toBe('not valid email format');
  });

  it('rejects script attack characters in names', () => {
    const result = v.safeParse(register.request, {
      email: 'a@example.com',
      firstName: '<img src=x onerror=alert(1)>',
      lastName: 'Lee',
      password: 'Abcdefg1',
    });
    expect(result.issues?.[0].message).toBe('The field you entered may contain illegal attack characters');
  });

  it('accepts password or newPassword, token or tokenId on reset', () => {
    const token = 'A'.repeat(43);
    expect(v.safeParse(confirmReset.request, { password: 'Abcdefg1', tokenId: token, memberType: 'B' }).success).toBe(
      true,
    );
    expect(v.safeParse(confirmReset.request, { tokenId: token, memberType: 'C' }).success).toBe(false);
    expect(v.safeParse(confirmReset.request, { password: 'Abcdefg1', tokenId: token, memberType: 'X' }).success).toBe(
      false,
    );
  });

  it('keeps at most one default address', () => {
    const address = {
      firstName: 'A',
      lastName: 'B',
      city: 'Dubai',
      country: 'AE',
      firstAddress: '1 Road',
      zipCode: '00000',
    };
    const book = [
      { ...address, isDefault: true },
      { ...address, isDefault: true },
    ];
    const result = v.safeParse(updateMemberAddressBook.request, { custId: '1', deliveryAddressBook: book });
    expect(result.issues?.[0].message).toBe('Only one address can be the default');
  });

  it('parses path segments of the product list as numbers', () => {
    expect(v.parse(getProducts.request, { categoryId: '0', page: '2' })).toMatchObject({ categoryId: 0, page: 2 });
    expect(v.safeParse(getProducts.request, { categoryId: '0', page: '0' }).success).toBe(false);
  });
});
