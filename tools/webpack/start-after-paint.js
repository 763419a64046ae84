// The shell's page runs its main script after its first contentful paint (apps/shell/src/start-after-paint.ts,
// decision 0073): the deferred <script> of the entry becomes a preload the page's inline script starts from.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'StartAfterPaint';

class StartAfterPaintPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const entryScripts = [...data.headTags, ...data.bodyTags].filter(
          (tag) => tag.tagName === 'script' && tag.attributes.src,
        );
        if (entryScripts.length !== 1) {
          throw new Error(`${PLUGIN}: expected the page to have one entry script, found ${entryScripts.length}`);
        }
        const [entry] = entryScripts;
        // In place: fetched first, as the deferred script was.
        Object.assign(entry, {
          tagName: 'link',
          voidTag: true,
          innerHTML: undefined,
          attributes: { rel: 'preload', as: 'script', href: entry.attributes.src, 'data-shop-main': true },
        });
        return data;
      });
    });
  }
}

module.exports = { StartAfterPaintPlugin };
