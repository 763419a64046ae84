import * as v from 'valibot';
import { REMOTE_NAMES, type RemoteName } from './remote-names';

const entryUrl = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('A remote entry URL may not be empty.'),
  v.check(
    (url) => /^(https?:\/\/|\/)/.test(url),
    'A remote entry URL must be absolute (http:// or https://) or start with "/".',
  ),
  v.check((url) => /\.js(\?.*)?$/.test(url), 'A remote entry URL must point at a .js remote entry.'),
);

/**
 * The remotes manifest: remote name -> entry URL. Redeploying a remote changes only its entry here;
 * the shell reads this file at start-up and is never rebuilt for it.
 */
export const RemotesManifestSchema = v.strictObject(
  Object.fromEntries(REMOTE_NAMES.map((name) => [name, entryUrl])) as Record<RemoteName, typeof entryUrl>,
);

export type RemotesManifest = v.InferOutput<typeof RemotesManifestSchema>;

export type ManifestResult = { ok: true; manifest: RemotesManifest } | { ok: false; problems: string[] };

/** Validates a parsed manifest, naming each bad or missing entry so an operator can fix it. */
export function parseRemotesManifest(input: unknown): ManifestResult {
  const result = v.safeParse(RemotesManifestSchema, input);
  if (result.success) return { ok: true, manifest: result.output };
  return {
    ok: false,
    problems: result.issues.map((issue) => {
      const key = v.getDotPath(issue);
      return key ? `${key}: ${issue.message}` : issue.message;
    }),
  };
}
