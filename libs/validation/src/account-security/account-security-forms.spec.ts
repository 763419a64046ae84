import * as v from 'valibot';
import { corporateCodeFormSchema, deleteAccountFormSchema, twoFaCodeFormSchema } from './account-security-forms';

const messagesOf = (result: { issues?: readonly { message: string }[] }) =>
  (result.issues ?? []).map((issue) => issue.message);

describe('account security forms', () => {
  it('takes a 6-digit code only', () => {
    expect(v.safeParse(twoFaCodeFormSchema, { code: '123456' }).success).toBe(true);
    expect(messagesOf(v.safeParse(twoFaCodeFormSchema, { code: '' }))).toEqual(['required']);
    expect(messagesOf(v.safeParse(twoFaCodeFormSchema, { code: '12a456' }))).toContain('numberOnly');
    expect(messagesOf(v.safeParse(twoFaCodeFormSchema, { code: '12345' }))).toEqual(['format{"format":"000000"}']);
  });

  it('needs at least one of the ten reasons and a comment of at most 500 characters', () => {
    expect(v.safeParse(deleteAccountFormSchema, { reasons: ['technical_issues'] }).output).toEqual({
      reasons: ['technical_issues'],
      comment: '',
    });
    expect(messagesOf(v.safeParse(deleteAccountFormSchema, { reasons: [] }))).toEqual(['deleteReasonRequired']);
    expect(messagesOf(v.safeParse(deleteAccountFormSchema, { reasons: ['bored'] }))).toEqual(['deleteReasonRequired']);
    expect(
      messagesOf(v.safeParse(deleteAccountFormSchema, { reasons: ['no_longer_using'], comment: 'x'.repeat(501) })),
    ).toEqual(['lessThan{"num":500}']);
  });

  it('reads a corporate code in any case, blanks trimmed', () => {
    expect(v.parse(corporateCodeFormSchema, { corporateCode: ' abcd-2345 ' })).toEqual({ corporateCode: 'ABCD-2345' });
    expect(messagesOf(v.safeParse(corporateCodeFormSchema, { corporateCode: 'ABCD2345' }))).toEqual([
      'format{"format":"ABCD-1234"}',
    ]);
    expect(messagesOf(v.safeParse(corporateCodeFormSchema, { corporateCode: '' }))).toEqual(['required']);
  });
});
