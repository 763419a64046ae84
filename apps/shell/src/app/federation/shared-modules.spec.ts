import fs from 'node:fs';
import path from 'node:path';
import * as reactRouter from 'react-router';
import * as valibot from 'valibot';

// The shell provides react-router to every remote as tools/webpack/shared/react-router.mjs: the package's
// browser API only, so the shared copy can be tree-shaken. A name missing there is undefined at run time.
const workspaceRoot = path.resolve(__dirname, '../../../../..');
const sharedModule = fs.readFileSync(path.join(workspaceRoot, 'tools/webpack/shared/react-router.mjs'), 'utf8');

function sharedNames(): string[] {
  const list = sharedModule.match(/export\s*\{([^}]*)\}/)?.[1] ?? '';
  return list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

// A server container's code (apps/shell/src/server) takes react-router from node_modules as it is.
const NOT_BROWSER_CODE = ['node_modules', 'dist', 'testing', 'server'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return NOT_BROWSER_CODE.includes(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(spec|test)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every value (not type) the apps and libs import from react-router, with the file that imports it. */
function importedNames(): { name: string; file: string }[] {
  const files = ['apps', 'libs'].flatMap((folder) => sourceFiles(path.join(workspaceRoot, folder)));
  return files.flatMap((file) => {
    const source = fs.readFileSync(file, 'utf8');
    const imports = [...source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'react-router'/g)];
    return imports
      .filter(([, typeOnly]) => !typeOnly)
      .flatMap(([, , list]) => list.split(','))
      .map((specifier) => specifier.trim())
      .filter((specifier) => specifier && !specifier.startsWith('type '))
      .map((specifier) => ({ name: specifier.split(/\s+as\s+/)[0], file: path.relative(workspaceRoot, file) }));
  });
}

describe('the react-router the shell shares', () => {
  it('holds every name an app or lib imports from react-router', () => {
    const shared = new Set(sharedNames());
    const imported = importedNames();
    expect(imported.map(({ name }) => name)).toContain('unstable_HistoryRouter');
    const missing = imported.filter(({ name }) => !shared.has(name));
    expect(missing).toEqual([]);
  });

  it('names only what the package exports', () => {
    const exported = new Set(Object.keys(reactRouter));
    expect(sharedNames().filter((name) => !exported.has(name))).toEqual([]);
  });

  it('is imported by name only: a namespace or default import would need the whole package', () => {
    const files = ['apps', 'libs'].flatMap((folder) => sourceFiles(path.join(workspaceRoot, folder)));
    const whole = files.filter((file) =>
      /import\s+(\*\s+as\s+\w+|\w+)\s*(,\s*\{[^}]*\})?\s*from\s*'react-router'/.test(fs.readFileSync(file, 'utf8')),
    );
    expect(whole).toEqual([]);
  });
});

// valibot is shared the same way (tools/webpack/shared/valibot.mjs): every function an app calls, once per page.
const sharedValibot = fs.readFileSync(path.join(workspaceRoot, 'tools/webpack/shared/valibot.mjs'), 'utf8');

function sharedValibotNames(): string[] {
  const list = sharedValibot.match(/export\s*\{([^}]*)\}/)?.[1] ?? '';
  return list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

describe('the valibot the shell shares', () => {
  const files = ['apps', 'libs'].flatMap((folder) => sourceFiles(path.join(workspaceRoot, folder)));
  const importers = files.filter((file) => /from\s*'valibot'/.test(fs.readFileSync(file, 'utf8')));

  it('holds every function an app or lib calls (v.<name>; capitalised names are types)', () => {
    const shared = new Set(sharedValibotNames());
    const called = importers.flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/\bv\.([a-z]\w*)/g)].map(([, name]) => ({
        name,
        file: path.relative(workspaceRoot, file),
      })),
    );
    expect(called.map(({ name }) => name)).toContain('object');
    expect(called.filter(({ name }) => !shared.has(name))).toEqual([]);
  });

  it('names only what the package exports', () => {
    const exported = new Set(Object.keys(valibot));
    expect(sharedValibotNames().filter((name) => !exported.has(name))).toEqual([]);
  });

  it('is imported as the namespace v only, so the spec sees every name an app calls', () => {
    const other = importers.filter((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/import\s+(type\s+)?([^;]*?)\s*from\s*'valibot'/g)].some(
        ([, , clause]) => clause !== '* as v',
      ),
    );
    expect(other.map((file) => path.relative(workspaceRoot, file))).toEqual([]);
  });
});

describe('react-i18next', () => {
  it('reaches the apps only through @shop/i18n/react, the shared entry that carries it', () => {
    // It is not shared by itself (a shared module keeps all of its code); a second entry importing it
    // would get its own copy, not bound to the page's i18n instance.
    const files = ['apps', 'libs'].flatMap((folder) => sourceFiles(path.join(workspaceRoot, folder)));
    const importers = files
      .filter((file) => /from\s*'react-i18next'/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(workspaceRoot, file));
    expect(importers).toEqual(['libs/i18n/src/react/index.ts']);
  });
});
