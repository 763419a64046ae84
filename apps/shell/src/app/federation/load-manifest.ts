import { parseRemotesManifest, type RemotesManifest } from '@shop/federation';

/** Published beside the shell; the only pointer a remote's team changes to ship a release. */
export const REMOTES_MANIFEST_URL = '/remotes.manifest.json';

export class RemotesManifestError extends Error {}

export async function loadRemotesManifest(url = REMOTES_MANIFEST_URL): Promise<RemotesManifest> {
  // no-store: a new remote release must be picked up by the next page load, never a cached pointer.
  const response = await fetch(url, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) throw new RemotesManifestError(`The remotes manifest answered ${response.status}.`);
  const result = parseRemotesManifest(await response.json());
  if (!result.ok) throw new RemotesManifestError(`The remotes manifest is invalid: ${result.problems.join('; ')}`);
  return result.manifest;
}
