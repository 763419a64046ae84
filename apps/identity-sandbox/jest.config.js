module.exports = {
  displayName: 'identity-sandbox',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  testEnvironment: 'node',
};
