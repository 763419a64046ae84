// The contracts declare every schema and endpoint as a top-level constant built by calls (v.object(...),
// defineEndpoint(...)). Webpack keeps a call it cannot prove pure, so a page importing one endpoint got
// every schema of that endpoint's module and of the modules it imports. These calls only build values:
// this plugin tells webpack so, and an unused declaration is then dropped (webpack marks it
// `/* unused pure expression */` and the minifier removes it).
const PLUGIN_NAME = 'PureSchemaCallsPlugin';

/** `v.object(...)`, `v.pipe(...)` ... (valibot imported as `v`) or `defineEndpoint(...)`. */
function isSchemaCall(callee) {
  if (callee.type === 'Identifier') return callee.name === 'defineEndpoint';
  return (
    callee.type === 'MemberExpression' &&
    !callee.computed &&
    callee.object.type === 'Identifier' &&
    callee.object.name === 'v' &&
    callee.property.type === 'Identifier'
  );
}

class PureSchemaCallsPlugin {
  /** @param {{ test: RegExp }} options the modules whose schema calls are pure (the contracts lib) */
  constructor({ test }) {
    this.test = test;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation, { normalModuleFactory }) => {
      const tapParser = (parser) => {
        parser.hooks.isPure.for('CallExpression').tap(PLUGIN_NAME, (expression) => {
          const resource = parser.state.module && parser.state.module.resource;
          if (!resource || !this.test.test(resource) || !isSchemaCall(expression.callee)) return undefined;
          return expression.arguments.every(
            (argument) => argument.type !== 'SpreadElement' && parser.isPure(argument, argument.range[0]),
          );
        });
      };
      for (const type of ['javascript/auto', 'javascript/esm']) {
        normalModuleFactory.hooks.parser.for(type).tap(PLUGIN_NAME, tapParser);
      }
    });
  }
}

module.exports = { PureSchemaCallsPlugin };
