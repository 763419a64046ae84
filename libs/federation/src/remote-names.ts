import registry from './remotes.registry.json';

/**
 * The one registry of remotes (remotes.registry.json): per federation name, its folder under apps/,
 * its dev-server port and its pages (page key -> the path its standalone dev page mounts it at).
 * Everything else that lists remotes reads it: the manifests, tools/shop-apps.mjs, the webpack
 * configs, the remotes' standalone pages, and the page keys the shell's route table may name.
 */
export const REMOTES_REGISTRY = registry;

type Registry = typeof registry;

/** A remote by its federation name, e.g. 'consumer' or 'paymentReturn'. */
export type RemoteName = keyof Registry;

/** The pages a remote's routes module exports, e.g. RemotePageKey<'account'> is 'account'. */
export type RemotePageKey<R extends RemoteName> = Extract<keyof Registry[R]['pages'], string>;

/** The five remotes of the design card, by their federation name. */
export const REMOTE_NAMES = Object.keys(registry) as RemoteName[];

/** Where a remote's standalone dev page mounts each of its pages. */
export function remotePagePaths<R extends RemoteName>(remote: R): Record<RemotePageKey<R>, string> {
  return registry[remote].pages as Record<RemotePageKey<R>, string>;
}

/** Each remote exposes exactly one module for the shell (the `exposes` key in its webpack config). */
export const REMOTE_ROUTES_MODULE = './routes';

/** The id the federation runtime loads a remote's routes module by, e.g. 'consumer/routes'. */
export function remoteRoutesModuleId(remote: RemoteName): string {
  return `${remote}/${REMOTE_ROUTES_MODULE.replace('./', '')}`;
}
