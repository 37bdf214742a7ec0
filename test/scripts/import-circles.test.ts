import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findCircles, importGraph } from '../../scripts/import-circles';

let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'import-circles-'));
  mkdirSync(join(root, 'src/screens'), { recursive: true });
  writeFileSync(join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions: { moduleResolution: 'bundler', module: 'esnext', jsx: 'react-jsx' } }));
  const files: Record<string, string> = {
    'src/preload.ts': 'export const load = () => import(/* webpackChunkName: "screen" */ \'./screens/screen\');',
    'src/screens/screen.tsx': "import { Link } from '../link';\nexport const Screen = () => <Link />;",
    'src/link.tsx': "import type { load } from './preload';\nexport const Link = (_: { warm?: typeof load }) => null;",
    'src/leaf.ts': "export * from './preload';\nimport 'fp-ts/Option';",
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('import circles', () => {
  it('follows dynamic, type-only and re-exporting imports, and only to the checked files', () => {
    const graph = importGraph(root, ['src']);

    expect(graph.get('src/preload.ts')).toEqual(['src/screens/screen.tsx']);
    expect(graph.get('src/link.tsx')).toEqual(['src/preload.ts']);
    expect(graph.get('src/leaf.ts')).toEqual(['src/preload.ts']);
  });

  it('finds a circle closed by a dynamic and a type-only import, with one way round it', () => {
    const circles = findCircles(importGraph(root, ['src']));

    expect(circles).toEqual([
      {
        files: ['src/link.tsx', 'src/preload.ts', 'src/screens/screen.tsx'],
        example: ['src/link.tsx', 'src/preload.ts', 'src/screens/screen.tsx', 'src/link.tsx'],
      },
    ]);
  });
});
