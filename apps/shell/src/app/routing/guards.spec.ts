import fs from 'node:fs';
import path from 'node:path';
import type { BusinessUnit } from '@shop/contracts';
import { evaluateGuard } from './guards';

const seed = (buId: string): BusinessUnit =>
  JSON.parse(fs.readFileSync(path.join(__dirname, `../../../../../tools/seed/business-units/${buId}.json`), 'utf8'));

const uae = seed('97'); // no B2B, no salesmen, query card on, internal FAQ
const france = seed('250'); // B2B, KYB and salesmen
const europe = seed('150'); // query card off, external FAQ

const allow = { kind: 'allow' };
const home = { kind: 'redirect', to: '/' };
const notFound = { kind: 'notFound' };

describe('route guards', () => {
  it('/account needs a signed-in customer, else /auth/login', () => {
    expect(evaluateGuard('customer', { audience: 'guest', unit: uae })).toEqual({
      kind: 'redirect',
      to: '/auth/login',
    });
    for (const audience of ['individual', 'business', 'salesman'] as const) {
      expect(evaluateGuard('customer', { audience, unit: france })).toEqual(allow);
    }
  });

  it('/b2b and /b2b/* are for business users of a B2B unit; everyone else goes home', () => {
    expect(evaluateGuard('business', { audience: 'business', unit: france })).toEqual(allow);
    for (const audience of ['guest', 'individual', 'salesman'] as const) {
      expect(evaluateGuard('business', { audience, unit: france })).toEqual(home);
    }
    expect(evaluateGuard('business', { audience: 'business', unit: uae })).toEqual(home);
  });

  it('the /b2b landing asks a visitor to sign in as a business; individuals and salesmen go home', () => {
    expect(evaluateGuard('businessLanding', { audience: 'business', unit: france })).toEqual(allow);
    expect(evaluateGuard('businessLanding', { audience: 'guest', unit: france })).toEqual({
      kind: 'redirect',
      to: '/auth/b2b/login',
    });
    for (const audience of ['individual', 'salesman'] as const) {
      expect(evaluateGuard('businessLanding', { audience, unit: france })).toEqual(home);
    }
    for (const audience of ['guest', 'business'] as const) {
      expect(evaluateGuard('businessLanding', { audience, unit: uae })).toEqual(home);
    }
  });

  it('/salesman and /salesman/* are for salesmen; the self route hides when deliver-to-me is hidden', () => {
    expect(evaluateGuard('salesman', { audience: 'salesman', unit: france })).toEqual(allow);
    expect(evaluateGuard('salesman', { audience: 'business', unit: france })).toEqual(home);
    expect(evaluateGuard('salesmanSelf', { audience: 'salesman', unit: france })).toEqual(allow);
    const hidden = { ...france, features: { ...france.features, hideDeliverToMe: true } };
    expect(evaluateGuard('salesmanSelf', { audience: 'salesman', unit: hidden })).toEqual(notFound);
    expect(evaluateGuard('salesmanSelf', { audience: 'individual', unit: hidden })).toEqual(home);
  });

  it('/query only when the brand enables it', () => {
    expect(evaluateGuard('queryCard', { audience: 'guest', unit: uae })).toEqual(allow);
    expect(evaluateGuard('queryCard', { audience: 'guest', unit: europe })).toEqual(notFound);
  });

  it('/faq only without an external FAQ link', () => {
    expect(evaluateGuard('internalFaq', { audience: 'guest', unit: uae })).toEqual(allow);
    expect(evaluateGuard('internalFaq', { audience: 'guest', unit: europe })).toEqual(notFound);
  });

  it('/b2c only for individuals, guests counting as B2C', () => {
    expect(evaluateGuard('individual', { audience: 'guest', unit: uae })).toEqual(allow);
    expect(evaluateGuard('individual', { audience: 'individual', unit: uae })).toEqual(allow);
    expect(evaluateGuard('individual', { audience: 'business', unit: france })).toEqual(home);
    expect(evaluateGuard('individual', { audience: 'salesman', unit: france })).toEqual(home);
  });

  it('business and salesman sign-in pages exist only where the unit has those features', () => {
    expect(evaluateGuard('b2bEnabled', { audience: 'guest', unit: france })).toEqual(allow);
    expect(evaluateGuard('b2bEnabled', { audience: 'guest', unit: uae })).toEqual(notFound);
    expect(evaluateGuard('salesmanEnabled', { audience: 'guest', unit: france })).toEqual(allow);
    expect(evaluateGuard('salesmanEnabled', { audience: 'guest', unit: uae })).toEqual(notFound);
  });

  it('an unguarded route is open to everyone', () => {
    expect(evaluateGuard(undefined, { audience: 'guest', unit: uae })).toEqual(allow);
  });
});
