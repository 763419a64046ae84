// A script of the page itself, compiled from TypeScript and written into the page's <head> ahead of the
// bundles: it runs while the page is parsed, before any file arrives. It must stand alone (no imports); the
// shop server allows it by its hash (apps/shop-server/src/inline-scripts.mjs).
const swc = require('@swc/core');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'InlineHeadScript';

class InlineHeadScriptPlugin {
  constructor({ file }) {
    this.file = file;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tapPromise(PLUGIN, async (data) => {
        // Watched: an edit rebuilds the page in development.
        compilation.fileDependencies.add(this.file);
        const { code } = await swc.transformFile(this.file, {
          jsc: {
            parser: { syntax: 'typescript' },
            target: 'es2020',
            minify: { compress: true, mangle: true },
          },
          isModule: false,
          minify: true,
          sourceMaps: false,
        });
        data.headTags.unshift({
          tagName: 'script',
          voidTag: false,
          meta: { plugin: PLUGIN },
          attributes: {},
          innerHTML: code.trim(),
        });
        return data;
      });
    });
  }
}

module.exports = { InlineHeadScriptPlugin };
