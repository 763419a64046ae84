// Jest transform: an imported .sql file becomes its text (the default export), like webpack asset/source.
module.exports = {
  process(source) {
    return { code: `module.exports = { __esModule: true, default: ${JSON.stringify(source)} };` };
  },
};
