/** What the composed shop server and tests use: the sandbox server factory and its test users. */
export { createIdentitySandbox, type IdentitySandbox, type IdentitySandboxOptions } from './sandbox-server';
export { TEST_USERS, PROVIDERS } from './test-users';
export { PORTAL_CUSTOMERS } from './portal';
