import { spawnSync } from 'node:child_process';
import path from 'node:path';

const workspaceRoot = path.resolve(__dirname, '../../..');
const fixtures = path.join(__dirname, 'import-cycle-fixtures');

interface LintMessage {
  ruleId: string | null;
  message: string;
  line: number;
}
interface LintResult {
  filePath: string;
  messages: LintMessage[];
}

/**
 * Lints the fixtures as `npm run lint` lints a project: the workspace's eslint.config.mjs, ESLint's own
 * CLI in a child process (the flat config is an ES module, which jest's module sandbox cannot load).
 * --no-ignore: the workspace's config leaves the fixtures out of the everyday lint.
 */
function lintFixtures(): Map<string, LintMessage[]> {
  const eslint = path.join(workspaceRoot, 'node_modules/eslint/bin/eslint.js');
  const run = spawnSync(process.execPath, [eslint, '--no-ignore', '--format', 'json', fixtures], {
    cwd: workspaceRoot,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (!run.stdout) throw new Error(`eslint printed nothing: ${run.stderr}`);
  const results = JSON.parse(run.stdout) as LintResult[];
  return new Map(results.map((result) => [path.relative(fixtures, result.filePath), result.messages]));
}

describe('shop/no-import-cycle, with the workspace ESLint config', () => {
  let lint: Map<string, LintMessage[]>;
  beforeAll(() => {
    lint = lintFixtures();
  });

  const cycles = (file: string) => (lint.get(file) ?? []).filter((one) => one.ruleId === 'shop/no-import-cycle');

  it('fails two modules that import each other, on each side of the circle', () => {
    expect(cycles('circle/first.ts')).toEqual([
      expect.objectContaining({ line: 1, message: expect.stringContaining('this file -> ./second.ts -> this file') }),
    ]);
    expect(cycles('circle/second.ts')).toEqual([
      expect.objectContaining({ line: 1, message: expect.stringContaining('this file -> ./first.ts -> this file') }),
    ]);
  });

  it('counts a circle made of type-only imports', () => {
    expect(cycles('type-circle/first.ts')).toHaveLength(1);
    expect(cycles('type-circle/second.ts')).toHaveLength(1);
  });

  it('counts a circle that goes through a dynamic import()', () => {
    expect(cycles('dynamic-circle/first.ts')).toEqual([expect.objectContaining({ line: 2 })]);
    expect(cycles('dynamic-circle/second.ts')).toHaveLength(1);
  });

  it('follows path aliases from one project into another and back', () => {
    expect(cycles('across-projects/left/index.ts')).toEqual([
      expect.objectContaining({ message: expect.stringContaining('this file -> ../right/index.ts -> this file') }),
    ]);
    expect(cycles('across-projects/right/index.ts')).toHaveLength(1);
  });

  it('passes modules whose imports all lead one way, with no other finding either', () => {
    expect(lint.get('no-circle/first.ts')).toEqual([]);
    expect(lint.get('no-circle/second.ts')).toEqual([]);
  });
});
