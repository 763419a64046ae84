module.exports = {
  displayName: 'operator',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['../../tools/jest/setup-dom.js'],
};
