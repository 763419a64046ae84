const { createAppConfig } = require('../../tools/webpack/create-app-config');

// A remote: exposes one routes module for the shell, and serves alone for its team in development.
module.exports = (env, argv) =>
  createAppConfig(
    {
      name: 'salesman',
      projectDir: 'salesman',
      role: 'remote',
      port: 4204,
      exposes: { './routes': './src/routes.tsx' },
    },
    env,
    argv,
  );
