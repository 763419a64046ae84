const { createAppConfig } = require('../../tools/webpack/create-app-config');
const { withServerContainer } = require('../../tools/webpack/create-server-config');

// A remote: exposes one routes module for the shell, and serves alone for its team in development.
// Its federation name and dev port come from libs/federation/src/remotes.registry.json, by folder.
// Its server container renders the catalogue pages on the shop server (decision 0068).
const exposes = { './routes': './src/routes.tsx' };

module.exports = (env, argv) =>
  withServerContainer(
    createAppConfig({ projectDir: 'consumer', role: 'remote', exposes }, env, argv),
    { projectDir: 'consumer', role: 'remote', exposes },
    argv,
  );
