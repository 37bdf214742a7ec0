// What a clean install may run and resolve: package.json names every dependency whose install script
// the lock file knows of (run it or not), and no locked dependency is asked for by a moving tag.
import fs from 'node:fs';

type LockEntry = {
  readonly version?: string;
  readonly hasInstallScript?: boolean;
  readonly dependencies?: Readonly<Record<string, string>>;
  readonly optionalDependencies?: Readonly<Record<string, string>>;
};
type Manifest = { readonly allowScripts?: Readonly<Record<string, boolean>>; readonly overrides?: Readonly<Record<string, unknown>> };

const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockEntry> };
const manifest = JSON.parse(fs.readFileSync('package.json', 'utf8')) as Manifest;
const nameOf = (path: string) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** A version or range starts with a digit, an operator, `*`, `x` or `npm:`; anything else is a dist-tag. */
const isTag = (spec: string) => !/^([\d^~<>=*xX| .-]|npm:|https?:|git|file:|workspace:)/.test(spec);

/** The override package.json pins for `dependency` under `parent`, if any. */
const pinned = (parent: string, dependency: string): unknown => {
  const scoped = manifest.overrides?.[parent];
  return typeof scoped === 'object' && scoped !== null ? (scoped as Record<string, unknown>)[dependency] : undefined;
};

describe('install policy', () => {
  it('decides, in package.json, on every dependency install script the lock file knows of', () => {
    const withScripts = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript === true)
      .map(([path]) => nameOf(path));

    expect(withScripts.length).toBeGreaterThan(0);
    expect(withScripts.filter((name) => typeof manifest.allowScripts?.[name] !== 'boolean')).toEqual([]);
  });

  it('pins every dependency that some package asks for by a dist-tag (such as "latest"), so the tree cannot drift', () => {
    const tagged = Object.entries(lock.packages).flatMap(([path, entry]) =>
      Object.entries({ ...entry.dependencies, ...entry.optionalDependencies })
        .filter(([, spec]) => isTag(spec))
        .map(([dependency, spec]) => ({ path, parent: nameOf(path), dependency, spec })),
    );
    // Where npm put it: beside its parent, or hoisted to the top.
    const locked = (path: string, dependency: string) =>
      (lock.packages[`${path}/node_modules/${dependency}`] ?? lock.packages[`node_modules/${dependency}`])?.version;

    expect(tagged.filter(({ parent, dependency }) => typeof pinned(parent, dependency) !== 'string' || isTag(pinned(parent, dependency) as string))).toEqual(
      [],
    );
    // The pins are what the lock file holds, so pinning changes nothing that is installed.
    for (const { path, parent, dependency } of tagged)
      expect(`${parent} > ${dependency}@${String(pinned(parent, dependency))}`).toBe(`${parent} > ${dependency}@${locked(path, dependency) ?? 'not locked'}`);
  });
});
