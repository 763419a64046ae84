module.exports = {
  displayName: 'envelope',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  testEnvironment: 'node',
};
