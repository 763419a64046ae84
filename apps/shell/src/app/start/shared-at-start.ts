/**
 * The shared libraries the start needs, run one per task before the bootstrap (decision 0079), each by its
 * name in the federation's shared list (tools/webpack/shared-singletons.js): a name the list lacks is skipped,
 * and its modules run in the bootstrap's task again.
 */
export const SHARED_AT_START = [
  'react-dom/client',
  '@emotion/react',
  '@shop/session',
  '@shop/i18n/react',
  'react-router',
  '@shop/brand/react',
  '@shop/cart-engine',
] as const;
