const path = require('node:path');
const { createAppConfig } = require('../../tools/webpack/create-app-config');
const { withServerContainer } = require('../../tools/webpack/create-server-config');

// The host. It knows no remote at build time: they come from /remotes.manifest.json at start-up.
// Its server container (src/server.ts) renders the public pages on the shop server (decision 0068).
module.exports = (env, argv) =>
  withServerContainer(
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
    ),
    { projectDir: 'shell', role: 'host' },
    argv,
  );
