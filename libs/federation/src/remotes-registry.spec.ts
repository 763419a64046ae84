/**
 * @jest-environment node
 */
// The remotes registry is the one list of remotes: this test fails when something that still names
// remotes on its own (a webpack config, the dev manifest, the publishing tools) disagrees with it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, REMOTES_REGISTRY, remotePagePaths } from './remote-names';
import { parseRemotesManifest } from './remotes-manifest';

const workspaceRoot = path.resolve(__dirname, '../../..');
const appsDir = path.join(workspaceRoot, 'apps');

interface WebpackConfigLike {
  devServer: { port: number };
  plugins: { constructor: { name: string }; _options?: { name?: string; exposes?: Record<string, string> } }[];
}

function remoteWebpackConfig(dir: string): WebpackConfigLike {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const configure = require(path.join(appsDir, dir, 'webpack.config.js'));
  const built = configure({}, { mode: 'development' });
  // An app that renders on the server builds its browser config first and its server container second.
  return Array.isArray(built) ? built[0] : built;
}

/** Runs a tool module (ESM) and returns what it prints as JSON. */
function fromTool(source: string): unknown {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', source], { cwd: workspaceRoot });
  return JSON.parse(output.toString());
}

describe('remotes registry', () => {
  it.each(REMOTE_NAMES)('%s builds from apps/<dir> with its federation name, dev port and routes module', (name) => {
    const { dir, devPort } = REMOTES_REGISTRY[name];
    const config = remoteWebpackConfig(dir);
    const federation = config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin');
    expect(federation?._options).toMatchObject({ name, exposes: { './routes': './src/routes.tsx' } });
    expect(config.devServer.port).toBe(devPort);
  });

  it('lists every app that builds as a remote, each with its own folder and port', () => {
    const remoteDirs = fs
      .readdirSync(appsDir)
      .filter((dir) => /role: 'remote'/.test(readIfExists(path.join(appsDir, dir, 'webpack.config.js'))));
    const registered = Object.values(REMOTES_REGISTRY);
    expect(registered.map((remote) => remote.dir).sort()).toEqual(remoteDirs.sort());
    expect(new Set(registered.map((remote) => remote.devPort)).size).toBe(registered.length);
  });

  it('gives every remote at least one page, each at an absolute path', () => {
    for (const name of REMOTE_NAMES) {
      const paths = Object.values(remotePagePaths(name));
      expect(paths.length).toBeGreaterThan(0);
      for (const pagePath of paths) expect(pagePath).toMatch(/^\//);
    }
  });

  it('is what the dev manifest of the shell says (regenerate: node tools/publish/write-dev-manifest.mjs)', () => {
    const devManifest = JSON.parse(fs.readFileSync(path.join(appsDir, 'shell/dev/remotes.manifest.json'), 'utf8'));
    expect(devManifest).toEqual(
      Object.fromEntries(
        REMOTE_NAMES.map((name) => [name, `http://localhost:${REMOTES_REGISTRY[name].devPort}/remoteEntry.js`]),
      ),
    );
    expect(parseRemotesManifest(devManifest).ok).toBe(true);
  });

  it('is what the publishing tools read: the default manifest serves each remote from its folder', () => {
    const tools = fromTool(
      `import { defaultManifest, devManifest } from './tools/publish/manifest-file.mjs';
       import { REMOTES } from './tools/shop-apps.mjs';
       const answer = { remotes: REMOTES, defaultManifest: defaultManifest(), devManifest: devManifest() };
       console.log(JSON.stringify(answer));`,
    ) as { remotes: unknown; defaultManifest: unknown; devManifest: unknown };
    expect(tools.remotes).toEqual(
      REMOTE_NAMES.map((name) => ({ name, dir: REMOTES_REGISTRY[name].dir, devPort: REMOTES_REGISTRY[name].devPort })),
    );
    expect(tools.defaultManifest).toEqual(
      Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/remotes/${REMOTES_REGISTRY[name].dir}/remoteEntry.js`])),
    );
    expect(parseRemotesManifest(tools.defaultManifest).ok).toBe(true);
    expect(tools.devManifest).toEqual(
      JSON.parse(fs.readFileSync(path.join(appsDir, 'shell/dev/remotes.manifest.json'), 'utf8')),
    );
  });
});

function readIfExists(file: string): string {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
}
