const path = require('node:path');
const { createAppConfig } = require('../../tools/webpack/create-app-config');

// The host. It knows no remote at build time: they come from /remotes.manifest.json at start-up.
module.exports = (env, argv) =>
  createAppConfig(
    {
      name: 'shell',
      projectDir: 'shell',
      role: 'host',
      port: 4200,
      devStatic: [{ directory: path.join(__dirname, 'dev'), publicPath: '/' }],
    },
    env,
    argv,
  );
