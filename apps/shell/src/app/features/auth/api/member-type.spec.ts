import { memberTypeOfResetPath } from './member-type';

describe('the account type of a reset link (spec 1 section 4)', () => {
  it.each([
    ['/auth/reset-password', 'C'],
    ['/auth/b2b/reset-password', 'B'],
    ['/auth/salesman/reset-password', 'S'],
    ['/250/auth/b2b/reset-password', 'B'],
    ['/auth/B2B/reset-password', 'B'],
  ])('%s resets a %s account', (path, type) => {
    expect(memberTypeOfResetPath(path)).toBe(type);
  });
});
