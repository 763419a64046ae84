import base from '../../eslint.config.mjs';

// Journeys sign in the way the shop does, through @shop/api-client (fetch and WebCrypto, both in
// Node 20), to put a real session in the browser.
const boundaries = base.find((config) => config.rules?.['@nx/enforce-module-boundaries'])?.rules[
  '@nx/enforce-module-boundaries'
];

export default [
  ...base,
  ...(boundaries
    ? [
        {
          files: ['src/**/*.ts'],
          rules: {
            '@nx/enforce-module-boundaries': [boundaries[0], { ...boundaries[1], allow: ['@shop/api-client'] }],
          },
        },
      ]
    : []),
];
