import base from '../../eslint.config.mjs';

// The integration tests call the API as the shop does, through @shop/api-client (web transport on
// fetch and WebCrypto, both in Node 20). Only test code may import it; the server never does.
const boundaries = base.find((config) => config.rules?.['@nx/enforce-module-boundaries'])?.rules[
  '@nx/enforce-module-boundaries'
];

export default [
  ...base,
  ...(boundaries
    ? [
        {
          files: ['src/testing/**/*.ts', 'src/integration/support/**/*.ts', 'src/**/*.spec.ts'],
          rules: {
            '@nx/enforce-module-boundaries': [boundaries[0], { ...boundaries[1], allow: ['@shop/api-client'] }],
          },
        },
      ]
    : []),
];
