// The store runs in plain Node; the React bindings spec opts into jsdom with a docblock.
module.exports = {
  displayName: 'cart-engine',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  testEnvironment: 'node',
  setupFilesAfterEnv: ['../../tools/jest/setup-dom.js'],
};
