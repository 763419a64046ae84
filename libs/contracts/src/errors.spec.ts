import { API_ERRORS, apiError } from './api-errors';
import { fromWireLanguage, toWireLanguage } from './languages';

describe('the error catalogue', () => {
  it('gives every error its own code', () => {
    const codes = Object.values(API_ERRORS).map((error) => error.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('keeps the spec codes and texts', () => {
    expect(apiError('ITEM_GONE').code).toBe(52);
    expect(apiError('GENERIC')).toEqual({
      code: 1234,
      message: 'Seems there are something went wrong. Please try again or contact us.',
    });
    expect(apiError('NO_AUTHORIZED').message).toBe('no authorized');
    expect(apiError('USER_NOT_AUTHENTICATED').message).toBe('User not authenticated');
    expect(apiError('CUSTOMER_NOT_AUTHENTICATED').message).toBe('Customer not authenticated');
    expect(API_ERRORS.NO_AUTHORIZED.status).toBe(401);
  });
});

describe('wire language codes', () => {
  it('sends zc as zh_CN and reads it back', () => {
    expect(toWireLanguage('zc')).toBe('zh_CN');
    expect(toWireLanguage('ar')).toBe('ar');
    expect(fromWireLanguage('zh_CN')).toBe('zc');
  });
});
