module.exports = {
  displayName: 'cart-rules',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  // Pure rules: the browser's cart and the server's pricing run them, so test them without a DOM.
  testEnvironment: 'node',
};
