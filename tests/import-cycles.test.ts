/**
 * The server's folders form layers: a capability may use those below it (core, http, db, outbox …)
 * but no two folders may import each other, directly or round a loop. A cycle is how helpers ended
 * up inside leads/ with every capability importing every other. Files at server/ itself (app.ts,
 * boot.ts, loaders.ts, config) wire the folders together and are left out of the folder graph.
 *
 * Files do not import each other either, in server/, shared/ and client/ alike: a loop of files
 * loads in an order that depends on which one is reached first (a value read before its module
 * ran), and it always means one of them holds something the other should own. Type-only and
 * dynamic imports count: they are a dependency too.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '..');
const SERVER = path.join(ROOT, 'server');

type Graph = Map<string, Map<string, string[]>>;

/** Folder → folder edges, each with the files that make it (type-only imports count: they are a dependency too). */
function folderGraph(root: string): Graph {
  const graph: Graph = new Map();
  const folderOf = (file: string) => {
    const parts = path.relative(root, file).split(path.sep);
    return parts.length > 1 && parts[0] !== '..' ? parts[0]! : null;
  };
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const from = folderOf(file);
    if (!from) continue;
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const to = folderOf(path.resolve(path.dirname(file), fileName));
      if (!to || to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string[]>();
      graph.set(from, edges.set(to, [...(edges.get(to) ?? []), path.relative(root, file)]));
    }
  }
  return graph;
}

/** The file a relative import names (extension or index left out), or null when it is not TypeScript. */
function resolveImport(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec.replace(/\.js$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** File → file edges under the given folders (paths relative to the repository), each edge's value the importing file. */
function fileGraph(folders: string[]): Graph {
  const graph: Graph = new Map();
  for (const folder of folders) {
    for (const entry of readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      const from = path.relative(ROOT, file);
      const edges = graph.get(from) ?? new Map<string, string[]>();
      graph.set(from, edges);
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      for (const { fileName } of importedFiles) {
        if (!fileName.startsWith('.')) continue;
        const target = resolveImport(file, fileName);
        if (target) edges.set(path.relative(ROOT, target), [from]);
      }
    }
  }
  return graph;
}

/** Every loop of folders (Tarjan's strongly connected components of more than one folder). */
function cycles(graph: Graph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** "a → b (a/x.ts)" for each edge inside a loop: what to move to break it. */
const explain = (graph: Graph, loop: string[]) =>
  loop.flatMap((a) => loop.filter((b) => graph.get(a)?.has(b)).map((b) => `${a} → ${b} (${graph.get(a)!.get(b)!.join(', ')})`));

describe('import cycles', () => {
  it('no two folders under server/ import each other, directly or round a loop', () => {
    const graph = folderGraph(SERVER);
    expect(graph.size).toBeGreaterThan(10);
    expect(cycles(graph).map((loop) => explain(graph, loop))).toEqual([]);
  });

  it('no two files under server/, shared/ or client/ import each other, directly or round a loop', () => {
    const graph = fileGraph(['server', 'shared', 'client']);
    expect(graph.size).toBeGreaterThan(300);
    expect(cycles(graph).map((loop) => loop.flatMap((a) => loop.filter((b) => graph.get(a)?.has(b)).map((b) => `${a} → ${b}`)))).toEqual([]);
  });

  it('the check finds a loop of three folders and a direct pair', () => {
    const g: Graph = new Map([
      ['leads', new Map([['visits', ['leads/inbox.ts']]])],
      ['visits', new Map([['winners', ['visits/reservations.ts']], ['core', ['visits/slots.ts']]])],
      ['winners', new Map([['leads', ['winners/service.ts']]])],
      ['consent', new Map([['announcements', ['consent/messages.ts']]])],
      ['announcements', new Map([['consent', ['announcements/service.ts']]])],
    ]);
    expect(cycles(g)).toEqual([['leads', 'visits', 'winners'], ['announcements', 'consent']]);
    expect(explain(g, ['announcements', 'consent'])).toEqual(['announcements → consent (announcements/service.ts)', 'consent → announcements (consent/messages.ts)']);
  });
});
