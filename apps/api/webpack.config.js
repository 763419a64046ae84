// Builds the API for Node as CommonJS: dist/apps/api/main.js (standalone server) and
// dist/apps/api/index.js (exports createApiServer for the composed shop server).
// Workspace libs are bundled from source; node_modules stay external and load at run time.
const path = require('node:path');
const { workspaceRoot, workspaceAliases } = require('../../tools/webpack/workspace-aliases');

module.exports = (env = {}, argv = {}) => ({
  mode: argv.mode || 'production',
  target: 'node20',
  context: __dirname,
  entry: { main: './src/main.ts', index: './src/index.ts' },
  devtool: 'source-map',
  output: {
    path: env.outputPath ? path.resolve(workspaceRoot, env.outputPath) : path.join(workspaceRoot, 'dist/apps/api'),
    filename: '[name].js',
    library: { type: 'commonjs2' },
    clean: true,
  },
  // __dirname stays the bundle's folder, from which the server finds the workspace (seed, .data).
  node: { __dirname: false, __filename: false },
  resolve: { extensions: ['.ts', '.js', '.json'], alias: workspaceAliases() },
  externals: [
    ({ request }, callback) => {
      const bundled = request.startsWith('.') || path.isAbsolute(request) || request.startsWith('@shop/');
      return bundled ? callback() : callback(null, `commonjs ${request}`);
    },
  ],
  module: {
    // createRequire() stays Node's own: webpack would evaluate it at build time into `undefined`, and the
    // PDFs' fonts (features/documents/pdf-fonts.ts) are resolved from the workspace's node_modules at run time.
    parser: { javascript: { createRequire: false } },
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } } },
      },
      { test: /\.sql$/, type: 'asset/source' },
    ],
  },
  optimization: { minimize: false },
  performance: { hints: false },
});
