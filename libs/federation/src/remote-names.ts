/** The five remotes of the design card, by their federation name. */
export const REMOTE_NAMES = ['consumer', 'account', 'business', 'salesman', 'paymentReturn'] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Each remote exposes exactly one module for the shell. */
export const REMOTE_ROUTES_MODULE = './routes';
