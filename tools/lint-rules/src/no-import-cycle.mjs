// ESLint rule `shop/no-import-cycle`: no module may import one that leads back to it, inside a project
// or across projects (the `@shop/*` paths), counting every kind of import: value and `import type`,
// `export ... from`, `import()` and `require()`. A type-only circle vanishes at run time but still ties
// two layers together; eslint-plugin-import's no-cycle skips it, and two of the API's three circles
// were type-only (docs/architecture.md, "No import circles").
//
// Imports are resolved as tsc resolves them (the nearest tsconfig.json, else tsconfig.base.json), read
// with TypeScript's import scanner, and the circles found with Tarjan's algorithm once per ESLint
// process: every file is read once however many files reach it.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const CODE_FILE = /\.(?:[cm]?[jt]s|[jt]sx)$/;

/** Compiler options of the tsconfig nearest to a folder, cached per folder and per tsconfig. */
const optionsByDir = new Map();
const optionsByConfig = new Map();
function compilerOptionsFor(dir) {
  if (optionsByDir.has(dir)) return optionsByDir.get(dir);
  let found = null;
  for (const name of ['tsconfig.json', 'tsconfig.base.json']) {
    const candidate = path.join(dir, name);
    if (fs.existsSync(candidate)) {
      found = candidate;
      break;
    }
  }
  const parent = path.dirname(dir);
  let entry;
  if (found) {
    if (!optionsByConfig.has(found)) {
      const parsed = ts.getParsedCommandLineOfConfigFile(
        found,
        {},
        { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
      );
      const options = { ...(parsed?.options ?? {}), allowJs: true, noEmit: true };
      optionsByConfig.set(found, { options, cache: ts.createModuleResolutionCache(dir, (name) => name, options) });
    }
    entry = optionsByConfig.get(found);
  } else if (parent !== dir) {
    entry = compilerOptionsFor(parent);
  } else {
    const options = { allowJs: true, moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext };
    entry = { options, cache: ts.createModuleResolutionCache(dir, (name) => name, options) };
  }
  optionsByDir.set(dir, entry);
  return entry;
}

/** The workspace file a specifier names from `file`, or null for a package, a declaration or a data file. */
function resolveImport(specifier, file) {
  const { options, cache } = compilerOptionsFor(path.dirname(file));
  const resolved = ts.resolveModuleName(specifier, file, options, ts.sys, cache).resolvedModule;
  if (!resolved || resolved.isExternalLibraryImport) return null;
  const target = path.resolve(resolved.resolvedFileName);
  if (target.includes(`${path.sep}node_modules${path.sep}`) || /\.d\.[cm]?ts$/.test(target)) return null;
  return CODE_FILE.test(target) ? target : null;
}

/** Every module specifier of a source text: imports (type ones too), re-exports, import(), require(). */
function specifiersOf(text) {
  return ts.preProcessFile(text, true, true).importedFiles.map((imported) => imported.fileName);
}

/** The import graph, built as files are reached, and the circles (strongly connected groups) in it. */
class ImportGraph {
  edges = new Map();
  index = new Map();
  lowLink = new Map();
  groupOf = new Map();
  stack = [];
  onStack = new Set();
  nextIndex = 0;

  edgesOf(file) {
    if (!this.edges.has(file)) {
      let text = '';
      try {
        text = fs.readFileSync(file, 'utf8');
      } catch {
        // A file that cannot be read imports nothing (deleted since it was resolved).
      }
      this.edges.set(file, this.resolveAll(file, text));
    }
    return this.edges.get(file);
  }

  resolveAll(file, text) {
    return [...new Set(specifiersOf(text).map((specifier) => resolveImport(specifier, file)))].filter(Boolean);
  }

  /** The group of files that import one another in a circle with `file` (itself alone when none do). */
  groupContaining(file) {
    if (!this.groupOf.has(file)) this.connect(file);
    return this.groupOf.get(file);
  }

  // Tarjan's algorithm from `root`. A file already in a group is finished: its group depends only on
  // the files it reaches, all found then, so later roots never revisit it.
  connect(root) {
    const work = [{ file: root, next: 0 }];
    this.visit(root);
    while (work.length) {
      const frame = work[work.length - 1];
      const targets = this.edgesOf(frame.file);
      if (frame.next < targets.length) {
        const target = targets[frame.next++];
        if (!this.index.has(target)) {
          this.visit(target);
          work.push({ file: target, next: 0 });
        } else if (this.onStack.has(target)) {
          this.lowLink.set(frame.file, Math.min(this.lowLink.get(frame.file), this.index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1].file;
        this.lowLink.set(parent, Math.min(this.lowLink.get(parent), this.lowLink.get(frame.file)));
      }
      if (this.lowLink.get(frame.file) === this.index.get(frame.file)) {
        const group = new Set();
        let member;
        do {
          member = this.stack.pop();
          this.onStack.delete(member);
          group.add(member);
        } while (member !== frame.file);
        for (const file of group) this.groupOf.set(file, group);
      }
    }
  }

  visit(file) {
    this.index.set(file, this.nextIndex);
    this.lowLink.set(file, this.nextIndex);
    this.nextIndex += 1;
    this.stack.push(file);
    this.onStack.add(file);
  }

  /** The shortest way from `from` back to `to` inside their group, both ends included. */
  pathBetween(from, to) {
    const group = this.groupOf.get(from);
    const cameFrom = new Map([[from, null]]);
    const queue = [from];
    while (queue.length) {
      const file = queue.shift();
      if (file === to) break;
      for (const target of this.edgesOf(file)) {
        if (group.has(target) && !cameFrom.has(target)) {
          cameFrom.set(target, file);
          queue.push(target);
        }
      }
    }
    const route = [];
    for (let file = to; file; file = cameFrom.get(file)) route.unshift(file);
    return route;
  }
}

let graph = new ImportGraph();

/** The module specifier a node imports, for every import form ESLint's parsers produce. */
function importedSpecifier(node) {
  switch (node.type) {
    case 'ImportDeclaration':
    case 'ExportNamedDeclaration':
    case 'ExportAllDeclaration':
    case 'ImportExpression':
      return typeof node.source?.value === 'string' ? node.source.value : null;
    case 'TSImportEqualsDeclaration':
      return node.moduleReference?.type === 'TSExternalModuleReference' ? node.moduleReference.expression.value : null;
    case 'TSImportType':
      return node.source?.value ?? node.argument?.literal?.value ?? null;
    case 'CallExpression':
      return node.callee.type === 'Identifier' &&
        node.callee.name === 'require' &&
        node.arguments[0]?.type === 'Literal' &&
        typeof node.arguments[0].value === 'string'
        ? node.arguments[0].value
        : null;
    default:
      return null;
  }
}

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import that leads back to the importing module (type imports count).' },
    schema: [],
    messages: {
      cycle: 'Import circle: this file -> {{route}} -> this file. Move what both need where both may import it.',
    },
  },
  create(context) {
    const file = path.resolve(context.physicalFilename ?? context.filename);
    if (!path.isAbsolute(file) || !CODE_FILE.test(file) || !fs.existsSync(file)) return {};
    // The text being linted may differ from the file the graph read (an editor's unsaved buffer):
    // then the graph starts again from the text.
    const ownEdges = graph.resolveAll(file, context.sourceCode.text);
    const known = graph.edges.get(file);
    if (known && (known.length !== ownEdges.length || known.some((target, i) => target !== ownEdges[i]))) {
      graph = new ImportGraph();
    }
    graph.edges.set(file, ownEdges);
    const group = graph.groupContaining(file);
    const circular = new Set(ownEdges.filter((target) => group.has(target) || target === file));
    if (!circular.size) return {};

    // The way back, each file as the linted file would import it: ./second.ts -> ../orders/order.ts.
    const shown = (one) =>
      one === file ? 'this file' : path.relative(path.dirname(file), one).replace(/^(?!\.)/, './');
    const report = (node, target) => {
      const route = target === file ? [] : graph.pathBetween(target, file).slice(0, -1);
      context.report({ node, messageId: 'cycle', data: { route: route.map(shown).join(' -> ') || 'this file' } });
    };
    const check = (node) => {
      const specifier = importedSpecifier(node);
      const target = specifier && resolveImport(specifier, file);
      if (target && circular.has(target)) {
        circular.delete(target);
        report(node, target);
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
      TSImportEqualsDeclaration: check,
      TSImportType: check,
      CallExpression: check,
      // An import the scanner saw but no node above carries (a form a parser spells differently).
      'Program:exit'(program) {
        for (const target of circular) report(program, target);
      },
    };
  },
};

/** The plugin the workspace's eslint.config.mjs registers as `shop`. */
export default { meta: { name: 'shop' }, rules: { 'no-import-cycle': noImportCycle } };
