/** Set at build time (SHOP_RELEASE); shown on the remote's root so a deploy can be traced. */
export const RELEASE = process.env.SHOP_RELEASE ?? 'dev';
