import { OWASP_SCRYPT_COST, PasswordChecker, costOf, hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('uses scrypt at the OWASP parameters by default and verifies', async () => {
    const checker = new PasswordChecker(OWASP_SCRYPT_COST);
    const stored = await checker.hash('Correct-Horse-9');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(costOf(stored)).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(await checker.verify('Correct-Horse-9', stored)).toBe(true);
    expect(await checker.verify('correct-horse-9', stored)).toBe(false);
  });

  it('salts every hash and verifies with the parameters stored in it', async () => {
    const cheap = { N: 2 ** 10, r: 8, p: 1 };
    const first = await hashPassword('Same-Pass-1', cheap);
    const second = await hashPassword('Same-Pass-1', cheap);
    expect(first).not.toBe(second);
    expect(await verifyPassword('Same-Pass-1', second)).toBe(true);
    expect(await verifyPassword('Same-Pass-1', 'md5$abc')).toBe(false);
  });

  it('spends a real verification on unknown accounts and answers no', async () => {
    const checker = new PasswordChecker({ N: 2 ** 10, r: 8, p: 1 });
    expect(await checker.verify('Whatever-1', null)).toBe(false);
  });
});
