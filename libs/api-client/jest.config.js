module.exports = {
  displayName: 'api-client',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  // fetch and WebCrypto are globals in Node 20 as in browsers; the client needs nothing else.
  testEnvironment: 'node',
};
