const { createAppConfig } = require('../../tools/webpack/create-app-config');

// A remote: exposes one routes module for the shell, and serves alone for its team in development.
module.exports = (env, argv) =>
  createAppConfig(
    {
      name: 'paymentReturn',
      projectDir: 'payment-return',
      role: 'remote',
      port: 4205,
      exposes: { './routes': './src/routes.tsx' },
    },
    env,
    argv,
  );
