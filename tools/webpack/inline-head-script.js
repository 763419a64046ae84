// A script of the page itself, compiled from TypeScript files and written into the page's <head> ahead of the
// bundles: it runs while the page is parsed, before any file arrives. Each file must stand alone (no imports).
// The files make one <script>, which the shop server allows by its hash (apps/shop-server/src/inline-scripts.mjs).
const swc = require('@swc/core');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'InlineHeadScript';

async function compile(compilation, file) {
  // Watched: an edit rebuilds the page in development.
  compilation.fileDependencies.add(file);
  const { code } = await swc.transformFile(file, {
    jsc: {
      parser: { syntax: 'typescript' },
      target: 'es2020',
      minify: { compress: true, mangle: true },
    },
    isModule: false,
    minify: true,
    sourceMaps: false,
  });
  return code.trim();
}

class InlineHeadScriptPlugin {
  constructor({ files }) {
    this.files = files;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tapPromise(PLUGIN, async (data) => {
        const compiled = await Promise.all(this.files.map((file) => compile(compilation, file)));
        data.headTags.unshift({
          tagName: 'script',
          voidTag: false,
          meta: { plugin: PLUGIN },
          attributes: {},
          innerHTML: compiled.join('\n'),
        });
        return data;
      });
    });
  }
}

module.exports = { InlineHeadScriptPlugin, compile };
