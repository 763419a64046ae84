const { createAppConfig } = require('../../tools/webpack/create-app-config');

// A remote: exposes one routes module for the shell, and serves alone for its team in development.
// Its federation name and dev port come from libs/federation/src/remotes.registry.json, by folder.
module.exports = (env, argv) =>
  createAppConfig(
    {
      projectDir: 'operator',
      role: 'remote',
      exposes: { './routes': './src/routes.tsx' },
    },
    env,
    argv,
  );
