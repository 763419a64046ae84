/** The five remotes of the design card, by their federation name. */
export const REMOTE_NAMES = ['consumer', 'account', 'business', 'salesman', 'paymentReturn'] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Each remote exposes exactly one module for the shell (the `exposes` key in its webpack config). */
export const REMOTE_ROUTES_MODULE = './routes';

/** The id the federation runtime loads a remote's routes module by, e.g. 'consumer/routes'. */
export function remoteRoutesModuleId(remote: RemoteName): string {
  return `${remote}/${REMOTE_ROUTES_MODULE.replace('./', '')}`;
}
