/**
 * Small files: no source file of the site (server/, shared/, client/, scripts/) grows past 400
 * lines. A file that long holds more than one job; split it by what the parts do (docs/architecture.md
 * lists those over 300 and why each stays whole).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '..');
const LIMIT = 400;

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|mjs|js)$/.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)));
}

describe('source files', () => {
  it(`none is over ${LIMIT} lines`, () => {
    const long = ['server', 'shared', 'client', 'scripts']
      .flatMap(sourceFiles)
      .map((f) => ({ file: f, lines: readFileSync(path.join(ROOT, f), 'utf8').split('\n').length - 1 }))
      .filter((f) => f.lines > LIMIT);
    expect(long).toEqual([]);
  });
});
