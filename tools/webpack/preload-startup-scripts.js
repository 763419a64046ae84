// The shell's page names every script its start-up needs (<link rel="preload">), so the browser fetches
// them beside main.js. Without this the federation runtime finds them one level at a time: main.js, then
// the bootstrap chunk, then the shared modules it consumes (react, the router, the stateful libs), then
// theirs; eight round trips deep before the first API call.
// What start-up needs, read from the build: the chunks of main's `import('./bootstrap')` and, following
// every shared module those chunks consume, the chunks of the shell's own copy of it (with
// shareStrategy 'loaded-first' the shell's copy is the one the page uses). Lazy pages are not followed.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'PreloadStartupScripts';
const PROVIDE_MODULE = 'provide-module';
const CONSUME_MODULE = 'consume-shared-module';

function startupScripts(compilation, entryName) {
  const { chunkGraph } = compilation;
  const providedBlocks = new Map();
  for (const module of compilation.modules) {
    if (module.type === PROVIDE_MODULE) providedBlocks.set(module._name, module.blocks);
  }
  const entry = compilation.entrypoints.get(entryName);
  const files = new Set();
  const seen = new Set();
  const visit = (group) => {
    if (!group || seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== CONSUME_MODULE) continue;
        for (const block of providedBlocks.get(module.options.shareKey) ?? [])
          visit(chunkGraph.getBlockChunkGroup(block));
      }
    }
  };
  // The entry's own asynchronous boundary (main.ts: import('./bootstrap')), not lazy imports further in.
  for (const chunk of entry.chunks) {
    for (const module of chunkGraph.getChunkEntryModulesIterable(chunk)) {
      for (const block of module.blocks) visit(chunkGraph.getBlockChunkGroup(block));
    }
  }
  for (const chunk of entry.chunks) for (const file of chunk.files) files.delete(file);
  return [...files];
}

class PreloadStartupScriptsPlugin {
  constructor({ entryName = 'main', publicPath = '/' } = {}) {
    this.entryName = entryName;
    this.publicPath = publicPath;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const links = startupScripts(compilation, this.entryName).map((file) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: PLUGIN },
          attributes: { rel: 'preload', as: 'script', href: `${this.publicPath}${file}` },
        }));
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { PreloadStartupScriptsPlugin, startupScripts };
