module.exports = {
  displayName: 'validation',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  // Isomorphic rules: they run on the server too, so test them without a DOM.
  testEnvironment: 'node',
};
