/** What the composed shop server and tests use: the sandbox server factory. */
export { createSandboxServer, type SandboxOptions } from './sandbox-server';
export { TEST_CARDS, CHALLENGE_CODE } from './test-cards';
export { SHAPES, type Shape } from './payment-book';
