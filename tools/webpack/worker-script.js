// A worker script of the shell's page, compiled from one TypeScript file (it imports nothing) and published
// at a fixed name beside the page, so that the page's inline script can start it before any bundle arrives.
// Its name carries no hash: the shop server and the proxy have the browser revalidate it on each visit.
const { Compilation, sources } = require('webpack');
const { compile } = require('./inline-head-script');

const PLUGIN = 'WorkerScript';

class WorkerScriptPlugin {
  constructor({ file, name }) {
    this.file = file;
    this.name = name;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => compilation.emitAsset(this.name, new sources.RawSource(await compile(compilation, this.file))),
      );
    });
  }
}

module.exports = { WorkerScriptPlugin };
