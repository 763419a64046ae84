// Builds the identity sandbox (the stand-in OpenID providers and a brand portal) for Node as CommonJS:
// dist/apps/identity-sandbox/main.js (standalone server) and dist/apps/identity-sandbox/index.js (exports
// createIdentitySandbox for the composed shop server). node_modules stay external and load at run time
// (oidc-provider and jose are ESM only: Node 20.19+ loads them through require).
const path = require('node:path');
const { workspaceRoot } = require('../../tools/webpack/workspace-aliases');

module.exports = (env = {}, argv = {}) => ({
  mode: argv.mode || 'production',
  target: 'node20',
  context: __dirname,
  entry: { main: './src/main.ts', index: './src/index.ts' },
  devtool: 'source-map',
  output: {
    path: env.outputPath
      ? path.resolve(workspaceRoot, env.outputPath)
      : path.join(workspaceRoot, 'dist/apps/identity-sandbox'),
    filename: '[name].js',
    library: { type: 'commonjs2' },
    clean: true,
  },
  node: { __dirname: false, __filename: false },
  resolve: { extensions: ['.ts', '.js', '.json'] },
  externals: [
    ({ request }, callback) => {
      const bundled = request.startsWith('.') || path.isAbsolute(request);
      return bundled ? callback() : callback(null, `commonjs ${request}`);
    },
  ],
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } } },
      },
    ],
  },
  optimization: { minimize: false },
  performance: { hints: false },
});
