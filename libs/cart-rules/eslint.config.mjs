import base from '../../eslint.config.mjs';

// The pure rules run in the browser's cart and in the server's pricing, so their code imports only
// itself, @shop/contracts and valibot: no React, store, rxjs or I/O. Specs may use test tools.
const pageAndProcessGlobals = [
  'fetch',
  'XMLHttpRequest',
  'localStorage',
  'sessionStorage',
  'window',
  'document',
  'process',
];

export default [
  ...base,
  {
    files: ['**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.\\.?/|@shop/contracts$|valibot$)',
              message: 'cart-rules is pure: import only its own files, @shop/contracts or valibot.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...pageAndProcessGlobals.map((name) => ({
          name,
          message: 'cart-rules is pure: no I/O or page globals; take what you need as an argument.',
        })),
      ],
    },
  },
];
