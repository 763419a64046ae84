/** The stand-in providers, as the shop names them (loginType) and where each is served. */
export const PROVIDERS = {
  google: { loginType: 'GOOGLE', name: 'Google' },
  facebook: { loginType: 'FB', name: 'Facebook' },
  apple: { loginType: 'APPLE', name: 'Apple' },
} as const;
export type ProviderKey = keyof typeof PROVIDERS;
export const PROVIDER_KEYS = Object.keys(PROVIDERS) as ProviderKey[];

/** A person with an account at a provider: what its ID token and userinfo say. */
export interface TestUser {
  sub: string;
  givenName: string;
  familyName: string;
  email: string;
  emailVerified: boolean;
  /** Why this user is here (shown on the sign-in page). */
  note: string;
}

/**
 * The test users of each provider (docs/api.md lists them). Amira, Omar and the Apple user have no
 * account in the demo shop (a first sign-in registers them where the unit allows it); Layla's Google
 * address is the demo account's own and verified (the account is linked); her Facebook address is not
 * verified (the shop refuses to link it).
 */
export const TEST_USERS: Record<ProviderKey, readonly TestUser[]> = {
  google: [
    {
      sub: 'google-1001',
      givenName: 'Amira',
      familyName: 'Nassar',
      email: 'amira.nassar@gmail.test',
      emailVerified: true,
      note: 'New to the shop',
    },
    {
      sub: 'google-1002',
      givenName: 'Layla',
      familyName: 'Haddad',
      email: 'layla.haddad@example.com',
      emailVerified: true,
      note: 'Has a shop account on unit 97 (same verified address)',
    },
  ],
  facebook: [
    {
      sub: 'facebook-2001',
      givenName: 'Omar',
      familyName: 'Khalil',
      email: 'omar.khalil@facebook.test',
      emailVerified: true,
      note: 'New to the shop',
    },
    {
      sub: 'facebook-2002',
      givenName: 'Layla',
      familyName: 'Haddad',
      email: 'layla.haddad@example.com',
      emailVerified: false,
      note: 'Unverified address of an existing account (the shop refuses to link it)',
    },
  ],
  apple: [
    {
      sub: 'apple-3001',
      givenName: 'Yusuf',
      familyName: 'Rahman',
      email: 'k7p2x9q4@privaterelay.appleid.test',
      emailVerified: true,
      note: "New to the shop, with Apple's private relay address",
    },
  ],
};

export function findUser(provider: ProviderKey, sub: string): TestUser | undefined {
  return TEST_USERS[provider].find((user) => user.sub === sub);
}
