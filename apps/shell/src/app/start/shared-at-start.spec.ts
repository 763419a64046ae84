import path from 'node:path';
import { SHARED_AT_START } from './shared-at-start';

const workspaceRoot = path.resolve(__dirname, '../../../../..');
// The build's own list, as webpack's federation plugin gets it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sharedSingletons } = require(path.join(workspaceRoot, 'tools/webpack/shared-singletons.js')) as {
  sharedSingletons: () => Record<string, unknown>;
};

describe('the shared libraries run one by one at start', () => {
  it('are each shared by the build, by their own name or a shared prefix (react-dom/ for react-dom/client)', () => {
    const keys = Object.keys(sharedSingletons());
    const sharedKey = (name: string) => keys.find((key) => key === name || (key.endsWith('/') && name.startsWith(key)));
    for (const name of SHARED_AT_START) expect([name, sharedKey(name)]).toEqual([name, expect.any(String)]);
  });
});
