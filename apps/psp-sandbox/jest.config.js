module.exports = {
  displayName: 'psp-sandbox',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  testEnvironment: 'node',
};
