// Builds the server container of an app that renders on the shop server (issue 23, decision 0068): the same
// source as its browser build, for Node.js, written beside it in <output>/server/. The shell's is the host the
// shop server requires; a remote's is a federation container the shell's loads by the remotes manifest, so a
// remote published again renders its new build on the next request without a restart.
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { workspaceRoot, workspaceAliases } = require('./workspace-aliases');
const { statefulWorkspaceLibs } = require('./shared-singletons');
const { swcOptions } = require('./create-app-config');

const rootPackage = require(path.join(workspaceRoot, 'package.json'));

/**
 * Packages come from node_modules as they are (one React, one emotion, one react-router for every container in
 * the process, which is what the browser's shared singletons achieve); only the workspace's code is bundled.
 */
function nodeModulesExternal({ request }, callback) {
  const bare = request && !request.startsWith('.') && !path.isAbsolute(request) && !request.startsWith('@shop/');
  if (bare && !request.startsWith('webpack/') && !request.startsWith('@module-federation/')) {
    return callback(null, `commonjs ${request}`);
  }
  return callback();
}

/** The stateful workspace libs, one instance per process: the shell's, as in the browser. */
function serverShared(withFallbacks) {
  return Object.fromEntries(
    statefulWorkspaceLibs.map((name) => [
      name,
      {
        singleton: true,
        requiredVersion: false,
        version: rootPackage.version,
        eager: false,
        ...(withFallbacks ? {} : { import: false }),
      },
    ]),
  );
}

/**
 * @param {object} appOptions
 * @param {string} appOptions.name        the federation name (the browser build's)
 * @param {string} appOptions.projectDir  folder name under apps/
 * @param {'host'|'remote'} appOptions.role
 * @param {Record<string,string>} [appOptions.exposes]
 * @param {string} appOptions.outputPath  the browser build's folder; the server container goes in its server/
 */
function createServerConfig(appOptions, argv = {}) {
  const { name, projectDir, role, exposes, outputPath } = appOptions;
  const mode = argv.mode || (process.env.NODE_ENV === 'production' ? 'production' : 'development');
  const isHost = role === 'host';
  const release = process.env.SHOP_RELEASE || (mode === 'production' ? 'local-build' : 'dev');
  return {
    name: `${name}-server`,
    mode,
    target: 'async-node',
    context: path.join(workspaceRoot, 'apps', projectDir),
    // A remote's container is its only entry (added by the federation plugin).
    entry: isHost ? { main: './src/server.ts' } : {},
    devtool: false,
    output: {
      path: path.join(outputPath, 'server'),
      // Empty: a remote's chunks are found beside the remoteEntry.js the manifest names (the node runtime plugin).
      publicPath: '',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      uniqueName: `${name}_server`,
      ...(isHost ? { library: { type: 'commonjs2' } } : {}),
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'], alias: workspaceAliases() },
    externals: [nodeModulesExternal],
    externalsType: 'commonjs',
    module: {
      rules: [{ test: /\.[cm]?[jt]sx?$/, exclude: /node_modules/, use: { loader: 'swc-loader', options: swcOptions } }],
    },
    // Readable stack traces on the server; nothing here is downloaded by a browser.
    optimization: { minimize: false },
    performance: { hints: false },
    stats: { preset: 'errors-warnings', timings: true },
    plugins: [
      new webpack.DefinePlugin({
        'process.env.SHOP_RELEASE': JSON.stringify(release),
        'process.env.SHOP_APP': JSON.stringify(name),
      }),
      new ModuleFederationPlugin({
        name,
        filename: isHost ? undefined : 'remoteEntry.js',
        exposes,
        remotes: {},
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        shared: serverShared(isHost),
        shareStrategy: 'loaded-first',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        dts: false,
        manifest: false,
      }),
    ],
  };
}

/**
 * An app's browser build and its server container, built together (one `nx build`, one publish). The browser
 * build keeps the server/ folder when it cleans its own.
 */
function withServerContainer(browserConfig, { projectDir, role, exposes }, argv) {
  // A team's dev server (webpack serve) serves the browser build alone.
  if (process.env.WEBPACK_SERVE) return browserConfig;
  const name = browserConfig.output.uniqueName;
  const outputPath = browserConfig.output.path;
  const browser = { ...browserConfig, output: { ...browserConfig.output, clean: { keep: /^server\// } } };
  return [browser, createServerConfig({ name, projectDir, role, exposes, outputPath }, argv)];
}

module.exports = { createServerConfig, withServerContainer };
