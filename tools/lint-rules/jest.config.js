// The workspace's own ESLint rules, tested by linting fixtures with the workspace's config.
module.exports = {
  displayName: 'lint-rules',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  testEnvironment: 'node',
  // Each test starts ESLint in a child process (its flat config is an ES module).
  testTimeout: 60_000,
};
