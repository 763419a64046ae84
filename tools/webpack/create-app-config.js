// Builds the webpack config of one app (the shell host or a remote). Every app calls this with its
// own folder, role and exposes, so the apps differ only in what they are, not in how they build.
// A remote's federation name and dev port come from the remotes registry, found by its folder.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { workspaceRoot, workspaceAliases } = require('./workspace-aliases');
const { sharedSingletons } = require('./shared-singletons');
const { PureSchemaCallsPlugin } = require('./pure-schema-calls-plugin');
const { PreloadStartupScriptsPlugin } = require('./preload-startup-scripts');
const { InlineHeadScriptPlugin } = require('./inline-head-script');
const { StartAfterPaintPlugin } = require('./start-after-paint');
const { WorkerScriptPlugin } = require('./worker-script');
const { CompileHintsPlugin } = require('./compile-hints');
const remotesRegistry = require('../../libs/federation/src/remotes.registry.json');

/**
 * The shell's build declares the remotes it knows: a copy of the registry beside its page, which the shop
 * server (apps/shop-server, SHELL_REMOTES_FILE) reads to publish each remote's build.
 */
class EmitRemotesRegistryPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitRemotesRegistry', (compilation) => {
      const stage = webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL;
      compilation.hooks.processAssets.tap({ name: 'EmitRemotesRegistry', stage }, () => {
        const source = new webpack.sources.RawSource(JSON.stringify(remotesRegistry, null, 2));
        compilation.emitAsset('remotes.registry.json', source);
      });
    });
  }
}

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    target: 'es2022',
    transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
  },
};

/** A remote's federation name and dev port, from the registry entry whose folder is `projectDir`. */
function remoteIdentity(projectDir) {
  const found = Object.entries(remotesRegistry).find(([, remote]) => remote.dir === projectDir);
  if (!found) {
    throw new Error(`apps/${projectDir} is not in libs/federation/src/remotes.registry.json: add it there first.`);
  }
  const [name, { devPort }] = found;
  return { name, port: devPort };
}

/** Workspace libs, not shared singletons, whose modules have no side effects when imported. */
const SIDE_EFFECT_FREE_LIBS =
  /[\\/]libs[\\/](contracts|ui|validation|federation|envelope|captcha|startup)[\\/]src[\\/]/;

/**
 * The shell's chunks. The contracts' small modules are used by many shared libs, each loaded as its own
 * chunk: one chunk per set of users instead of a copy in each (webpack's default leaves modules under
 * 20 KB where they are). Not for remotes: more chunks there make each remoteEntry.js larger.
 */
const HOST_SPLIT_CHUNKS = {
  cacheGroups: {
    contracts: { test: /[\\/]libs[\\/]contracts[\\/]/, chunks: 'async', minSize: 0, priority: 5 },
    // The i18n core (instance, loaders, formats) is reached by both shared entries, @shop/i18n and
    // @shop/i18n/react: in a chunk of its own the page downloads it once instead of inside each.
    i18nCore: { test: /[\\/]libs[\\/]i18n[\\/]src[\\/][^\\/]+\.ts$/, chunks: 'async', minSize: 0, priority: 5 },
  },
};

const injectExternalRuntimeCorePlugin = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);

/**
 * The federation runtime as the browser needs it: remotes are registered by their remoteEntry.js, never by an
 * mf-manifest.json (the builds write none), so the snapshot and asset-preload plugins that read such manifests
 * are left out, and so is the runtime's Node.js loading path (about 4 KiB gzip of the shell's main.js).
 */
const BROWSER_RUNTIME = { disableSnapshot: true, target: 'web' };

/**
 * One federation runtime on the page: the shell bundles it and publishes it as a global, and a remote's
 * production build uses that global instead of bundling its own copy (about 18 KiB gzip per remoteEntry.js).
 * The shell injects it with the plugin's ESM build, which shares the shell's own ESM runtime-core;
 * `experiments.provideExternalRuntime` would load the CommonJS build and bundle a second copy.
 * A remote's dev server keeps its own runtime: it also serves the remote alone, without a shell.
 */
function sharedFederationRuntime(isHost, isProduction) {
  if (isHost)
    return { runtimePlugins: [injectExternalRuntimeCorePlugin], experiments: { optimization: BROWSER_RUNTIME } };
  return { experiments: { optimization: BROWSER_RUNTIME, ...(isProduction ? { externalRuntime: true } : {}) } };
}

/**
 * @param {object} appOptions
 * @param {string} appOptions.projectDir  folder name under apps/
 * @param {'host'|'remote'} appOptions.role
 * @param {string} [appOptions.name]      the host's federation name (a remote's comes from the registry)
 * @param {number} [appOptions.port]      the host's dev-server port (a remote's comes from the registry)
 * @param {Record<string,string>} [appOptions.exposes]
 */
function createAppConfig(appOptions, env = {}, argv = {}) {
  const app = appOptions.role === 'remote' ? { ...appOptions, ...remoteIdentity(appOptions.projectDir) } : appOptions;
  const mode = argv.mode || (process.env.NODE_ENV === 'production' ? 'production' : 'development');
  const isProduction = mode === 'production';
  const appRoot = path.join(workspaceRoot, 'apps', app.projectDir);
  const outputPath = env.outputPath
    ? path.resolve(workspaceRoot, env.outputPath)
    : path.join(workspaceRoot, 'dist/apps', app.projectDir);
  const isHost = app.role === 'host';
  const release = process.env.SHOP_RELEASE || (isProduction ? 'local-build' : 'dev');

  return {
    mode,
    context: appRoot,
    entry: { main: './src/main.ts' },
    // Production maps are written beside the scripts for reading a reported stack, but not named in them: the
    // comment cost every start-up script some 30 bytes of gzip (1 KiB on the home page) and no visitor uses it.
    devtool: isProduction ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outputPath,
      // The shell lives at the site root (deep links like /97/account need absolute chunk URLs);
      // a remote resolves its chunks next to wherever its remoteEntry.js is deployed.
      publicPath: isHost ? '/' : 'auto',
      filename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
      uniqueName: app.name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // react-router is shared as its browser API only, valibot as the functions the apps call (shared/*.mjs).
      alias: {
        ...workspaceAliases(),
        'react-router$': path.join(__dirname, 'shared/react-router.mjs'),
        valibot$: path.join(__dirname, 'shared/valibot.mjs'),
      },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: { loader: 'swc-loader', options: swcOptions },
        },
        { test: /\.(png|svg|jpe?g|webp|woff2?)$/, type: 'asset/resource' },
        // These libs run nothing when imported (no module-level statements but declarations), so an
        // import of one name from a lib's index pulls only that name's module into the importing chunk.
        // Otherwise the whole lib travels as one unit with the first page that needs any of it: the home
        // page downloaded every call's contract and the sign-in forms' one-time-code field.
        { test: SIDE_EFFECT_FREE_LIBS, sideEffects: false },
      ],
    },
    optimization: {
      minimize: isProduction,
      // Keep the remote's top-level container global: module-mode minifiers drop it (RUNTIME-001).
      minimizer: [new TerserPlugin({ terserOptions: { module: false, compress: { passes: 2 } } })],
      ...(isHost ? { splitChunks: HOST_SPLIT_CHUNKS } : {}),
    },
    performance: { hints: false },
    // Quiet logs: problems and the build time only.
    stats: { preset: 'errors-warnings', timings: true },
    plugins: [
      new PureSchemaCallsPlugin({ test: /[\\/]libs[\\/]contracts[\\/]src[\\/]/ }),
      new webpack.DefinePlugin({
        'process.env.SHOP_RELEASE': JSON.stringify(release),
        'process.env.SHOP_APP': JSON.stringify(app.name),
      }),
      new ModuleFederationPlugin({
        name: app.name,
        filename: isHost ? undefined : 'remoteEntry.js',
        exposes: app.exposes,
        remotes: {},
        shared: sharedSingletons({ withFallbacks: isHost || !isProduction }),
        shareStrategy: 'loaded-first',
        ...sharedFederationRuntime(isHost, isProduction),
        dts: false,
        manifest: false,
      }),
      new HtmlWebpackPlugin({
        // One page template for all apps; the shell retitles it with the brand at start-up.
        template: path.join(__dirname, 'index.html'),
        title: isHost ? 'Gift cards' : `${app.projectDir} remote (standalone)`,
        scriptLoading: 'defer',
        // A remote's own page is for its team working alone; its entry is what the shell loads.
        chunks: ['main'],
      }),
      // The shell's page keeps the taps on its server-rendered buttons until it is alive (decision 0071), starts
      // a worker that loads the browser's number formats (decision 0076), and starts its main script once it has
      // painted (decision 0073).
      ...(isHost
        ? [
            new InlineHeadScriptPlugin({
              files: ['src/early-clicks.ts', 'src/warm-up-intl.ts', 'src/start-after-paint.ts'].map((file) =>
                path.join(appRoot, file),
              ),
            }),
            new WorkerScriptPlugin({ file: path.join(appRoot, 'src/warm-up-intl.worker.ts'), name: 'warm-up-intl.js' }),
            new StartAfterPaintPlugin(),
          ]
        : []),
      // The shell's page fetches its start-up scripts at once instead of one federation level at a time, and
      // has V8 compile them whole as they stream in.
      ...(isHost
        ? [new PreloadStartupScriptsPlugin({ entryName: 'main', publicPath: '/' }), new CompileHintsPlugin()]
        : []),
      ...(isHost ? [new EmitRemotesRegistryPlugin()] : []),
      // Each script and style also as <file>.gz at gzip's best level, made once here: the shop server and nginx
      // send it as it is (preCompressed, gzip_static) instead of compressing every answer at a faster level.
      ...(isProduction
        ? [
            new CompressionPlugin({
              test: /\.(js|css|svg|json)$/,
              algorithm: 'gzip',
              compressionOptions: { level: 9 },
              threshold: 1024,
              minRatio: 0.9,
            }),
          ]
        : []),
    ],
    devServer: {
      port: app.port,
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: app.devStatic || [],
      // The platform API runs on its own in development (node dist/apps/api/main.js).
      proxy: [{ context: ['/api'], target: process.env.SHOP_API_URL || 'http://localhost:3333' }],
    },
  };
}

module.exports = { createAppConfig, swcOptions };
