/**
 * ESLint and Prettier over the repo's JavaScript and TypeScript, through their Node APIs: `make lint`, and
 * deploy/test/lint.test.ts in `make test`.
 *   node --import tsx deploy/lint/check.ts [eslint|prettier]... [--only <workspace>,<workspace>]
 * Prints every problem and exits 1 when there is one; --only keeps the files under those workspace folders.
 * ESLint's cache (by content, so a fresh checkout reuses nothing stale) lives in node_modules/.cache.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';

const root = join(import.meta.dirname, '../..');
const SOURCE = ['*.js', '*.mjs', '*.cjs', '*.jsx', '*.ts', '*.mts', '*.cts', '*.tsx'];

/** Tracked and new (not git-ignored) sources that eslint.config.js does not ignore: what both tools check. */
async function sourceFiles(eslint: ESLint, only: string[] = []): Promise<string[]> {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', ...SOURCE], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 50_000_000,
  })
    .split('\0')
    .filter(Boolean)
    .filter((f) => only.length === 0 || only.some((w) => f.startsWith(`${w}/`)))
    .map((f) => join(root, f))
    .filter((f) => existsSync(f));
  const kept: string[] = [];
  for (const f of new Set(listed)) if (!(await eslint.isPathIgnored(f))) kept.push(f);
  return kept.sort();
}

function newESLint(): ESLint {
  return new ESLint({ cwd: root, cache: true, cacheLocation: join(root, 'node_modules/.cache/minutemart/eslint/'), cacheStrategy: 'content' });
}

/** ESLint's report of every error and warning (both fail), or '' when there is none. */
async function eslintProblems(eslint: ESLint, files: string[]): Promise<string> {
  const results = (await eslint.lintFiles(files)).filter((r) => r.errorCount + r.warningCount > 0);
  if (results.length === 0) return '';
  return (await (await eslint.loadFormatter('stylish')).format(results)) as string;
}

/** The files Prettier would format differently (`prettier --check`), or '' when all are formatted. */
async function prettierProblems(files: string[]): Promise<string> {
  const unformatted: string[] = [];
  const ignorePath = [join(root, '.gitignore'), join(root, '.prettierignore')];
  for (const file of files) {
    const info = await prettier.getFileInfo(file, { ignorePath, resolveConfig: false });
    if (info.ignored || !info.inferredParser) continue;
    const options = await prettier.resolveConfig(file, { editorconfig: true });
    if (!(await prettier.check(readFileSync(file, 'utf8'), { ...options, filepath: file }))) unformatted.push(relative(root, file));
  }
  if (unformatted.length === 0) return '';
  return `${unformatted.length} file(s) not formatted by Prettier (npx prettier --write <file>):\n${unformatted.map((f) => `  ${f}`).join('\n')}\n`;
}

async function main(argv: string[]): Promise<number> {
  const tools: string[] = [];
  let only: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--only') only = (argv[++i] ?? '').split(',').filter(Boolean);
    else if (arg === 'eslint' || arg === 'prettier') tools.push(arg);
    else throw new Error(`unknown argument ${arg}: give eslint, prettier and/or --only <workspace>,<workspace>`);
  }
  const run = tools.length ? tools : ['eslint', 'prettier'];
  const eslint = newESLint();
  const files = await sourceFiles(eslint, only);
  let failed = false;
  for (const tool of run) {
    const started = Date.now();
    const problems = tool === 'eslint' ? await eslintProblems(eslint, files) : await prettierProblems(files);
    const took = ((Date.now() - started) / 1000).toFixed(1);
    if (problems) {
      failed = true;
      process.stdout.write(`[lint] ${tool}: problems in ${files.length} files (${took} s)\n${problems}\n`);
    } else {
      process.stdout.write(`[lint] ${tool}: ${files.length} files clean (${took} s)\n`);
    }
  }
  return failed ? 1 : 0;
}

if (process.argv[1] && import.meta.filename === process.argv[1]) process.exitCode = await main(process.argv.slice(2));
