import { updateMemberProfile } from '@shop/contracts';
import { DEMO, startTestApi, type TestApi } from '../testing/test-api';
import { memberKit, PHONE_NOT_VERIFIED } from './support/member-kit';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const { sessionFor, codeFor, storedAccount } = memberKit(() => api);

describe('changing the phone number', () => {
  it('needs the otpId of a code confirmed for that number, and saves nothing without it', async () => {
    const { client, custId } = await api.signIn(DEMO.consumer97);
    const newNumber = '+971551112233';
    expect(await client.call(updateMemberProfile, { custId, phoneNumber: newNumber })).toEqual(PHONE_NOT_VERIFIED);
    const unconfirmed = await codeFor(newNumber, { confirm: false });
    expect(await client.call(updateMemberProfile, { custId, phoneNumber: newNumber, otpId: unconfirmed })).toEqual(
      PHONE_NOT_VERIFIED,
    );
    const otherNumber = await codeFor('+971551112244');
    expect(await client.call(updateMemberProfile, { custId, phoneNumber: newNumber, otpId: otherNumber })).toEqual(
      PHONE_NOT_VERIFIED,
    );
    const otherUnit = await codeFor(newNumber, { buId: '150' });
    expect(await client.call(updateMemberProfile, { custId, phoneNumber: newNumber, otpId: otherUnit })).toEqual(
      PHONE_NOT_VERIFIED,
    );
    expect(await storedAccount(custId)).toMatchObject({ mobileNo: '+971501234567' });

    const proof = await codeFor(newNumber);
    expect(await client.call(updateMemberProfile, { custId, phoneNumber: newNumber, otpId: proof })).toMatchObject({
      ok: true,
      data: { phoneNumber: newNumber },
    });
    expect(await storedAccount(custId)).toMatchObject({ mobileNo: newNumber });
    // The same number again is no change and needs no code.
    expect(
      await client.call(updateMemberProfile, { custId, phoneNumber: newNumber, firstName: 'Layla' }),
    ).toMatchObject({ ok: true });

    // A spent code proves nothing any more, for this account or another.
    const omar = await api.signIn(DEMO.unvalidated97);
    expect(
      await omar.client.call(updateMemberProfile, { custId: omar.custId, phoneNumber: newNumber, otpId: proof }),
    ).toEqual(PHONE_NOT_VERIFIED);
    expect(await storedAccount(omar.custId)).toMatchObject({ mobileNo: '+971552345678' });
  });

  it('does not take a code confirmed more than 10 minutes ago', async () => {
    const { client, custId } = await api.signIn(DEMO.unvalidated97);
    const newNumber = '+971551112255';
    const proof = await codeFor(newNumber);
    api.advance(10 * 60 * 1000 + 1000);
    expect(await client.call(updateMemberProfile, { custId, phoneNumber: newNumber, otpId: proof })).toEqual(
      PHONE_NOT_VERIFIED,
    );
    expect(await storedAccount(custId)).toMatchObject({ mobileNo: '+971552345678' });
  });

  it("takes a business member's fixed line, which still needs a confirmed code", async () => {
    const { client, custId } = await sessionFor(DEMO.business250, '250');
    expect(await client.call(updateMemberProfile, { custId, phoneNumber: '+33140000001' })).toEqual(PHONE_NOT_VERIFIED);
  });
});
