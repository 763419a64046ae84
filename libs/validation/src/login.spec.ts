import { validate } from './issues';
import { loginSchema } from './login';

describe('loginSchema', () => {
  const valid = { email: 'anna@example.com', password: 'secret', mobileAreaCode: '971', mobileNo: '501234567' };

  it('accepts email, password, area code and number', () => {
    expect(validate(loginSchema, valid)).toEqual({ success: true, output: valid });
  });

  it('requires all four', () => {
    const result = validate(loginSchema, {});
    expect(result.success || result.errors.map(({ path, message }) => [path, message])).toEqual([
      ['email', 'This field is required.'],
      ['password', 'This field is required.'],
      ['mobileAreaCode', 'This field is required.'],
      ['mobileNo', 'This field is required.'],
    ]);
  });

  it('checks the email format', () => {
    const result = validate(loginSchema, { ...valid, email: 'anna' });
    expect(result.success || result.errors.map(({ path, message }) => [path, message])).toEqual([
      ['email', 'not valid email format'],
    ]);
  });
});
