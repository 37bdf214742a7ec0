// Fails on an import circle among the TypeScript files of the folders it is given, counting every kind
// of import: static, type-only, re-exports and `import()`. ESLint's import-x/no-cycle skips type-only
// imports, so a circle closed by one passes it; this check does not.
// Usage: tsx scripts/import-circles.ts <folder>…
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Each file (relative to the root) with the files among the checked ones that it imports. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

function sourceFiles(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    .map((name) => path.join(folder, name));
}

function compilerOptions(root: string): ts.CompilerOptions {
  const file = path.join(root, 'tsconfig.json');
  const { config } = ts.readConfigFile(file, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, root).options;
}

export function importGraph(root: string, folders: readonly string[]): ImportGraph {
  const options = compilerOptions(root);
  const files = folders.flatMap((folder) => sourceFiles(path.resolve(root, folder)));
  const checked = new Set(files);
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName)
      .filter((target): target is string => target !== undefined && checked.has(path.resolve(target)))
      .map((target) => relative(path.resolve(target)));
    graph.set(relative(file), [...new Set(targets)]);
  }
  return graph;
}

/** The groups of files that reach each other (Tarjan's strongly connected components of two or more files, or one importing itself). */
function tangles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) ?? 0);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0));
      } else if (stack.includes(next)) low.set(file, Math.min(low.get(file) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(file) !== index.get(file)) return;
    const group = stack.splice(stack.indexOf(file));
    if (group.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

/** The shortest way from the group's first file back to itself, through the group only. */
function shortestCircle(graph: ImportGraph, group: readonly string[]): string[] {
  const start = group[0] ?? '';
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const file = queue[i] ?? '';
    for (const next of graph.get(file) ?? []) {
      if (next === start) {
        const circle = [start];
        for (let at: string | undefined = file; at !== undefined && at !== start; at = cameFrom.get(at)) circle.splice(1, 0, at);
        return [...circle, start];
      }
      if (group.includes(next) && !cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return [start];
}

export type Circle = { readonly files: readonly string[]; readonly example: readonly string[] };

export function findCircles(graph: ImportGraph): Circle[] {
  return tangles(graph).map((files) => ({ files, example: shortestCircle(graph, files) }));
}

if (process.argv[1]?.endsWith('import-circles.ts')) {
  const folders = process.argv.slice(2);
  const circles = findCircles(importGraph(process.cwd(), folders));
  for (const { files, example } of circles) console.log(`Import circle of ${files.length} files: ${example.join(' → ')}`);
  process.exitCode = circles.length > 0 ? 1 : 0;
}
