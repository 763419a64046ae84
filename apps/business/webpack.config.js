const { createAppConfig } = require('../../tools/webpack/create-app-config');

// A remote: exposes one routes module for the shell, and serves alone for its team in development.
module.exports = (env, argv) =>
  createAppConfig(
    {
      name: 'business',
      projectDir: 'business',
      role: 'remote',
      port: 4203,
      exposes: { './routes': './src/routes.tsx' },
    },
    env,
    argv,
  );
