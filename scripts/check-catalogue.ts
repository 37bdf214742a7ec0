// `npm run lint`'s catalogue check: every locale's file holds exactly the messages the source uses, every language we
// ship translates each of them (`npx lingui extract --clean` brings the files in line), and the build's compiler asks for
// no message the extractor did not see (the two read some nestings of macros differently: the words would stay English).
import fs from 'node:fs';
import path from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { transformFileSync } from '@swc/core';
import { linguiMacros } from '../lingui.config';

const COMPILED_ID = /\bid: "((?:[^"\\]|\\.)*)",\s*message:/g;

/** Each source file's message ids as the build compiles them. */
function compiledIds(dir: string): [string, string][] {
  const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'));
  return files.flatMap((file) => {
    const { code } = transformFileSync(path.join(dir, file), {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
        experimental: { plugins: [['@lingui/swc-plugin', linguiMacros(false)]] },
      },
    });
    return [...code.matchAll(COMPILED_ID)].map((match): [string, string] => [path.join(dir, file), JSON.parse(`"${match[1]}"`) as string]);
  });
}

async function problemsOf(config: ReturnType<typeof getConfig>): Promise<string[]> {
  const problems: string[] = [];
  const catalogs = await getCatalogs(config);
  const everyUsed = new Set<string>();
  for (const catalog of catalogs) {
    const used = await catalog.collect();
    if (!used) throw new Error(`Messages could not be collected for ${catalog.path}.`);
    for (const id of Object.keys(used)) everyUsed.add(id);
    const files = await catalog.readAll();
    for (const locale of config.locales) {
      const file = Object.fromEntries(Object.entries(files[locale] ?? {}).filter(([, entry]) => !entry.obsolete));
      const absent = Object.keys(used).filter((id) => !(id in file));
      const unused = Object.keys(file).filter((id) => !(id in used));
      const untranslated = locale === config.sourceLocale ? [] : Object.keys(file).filter((id) => !file[id]?.translation);
      for (const [what, ids] of [
        ['is missing', absent],
        ['is no longer used but kept', unused],
        ['has no translation', untranslated],
      ] as const)
        for (const id of ids) problems.push(`${locale}: "${used[id]?.message ?? file[id]?.message ?? id}" ${what}`);
    }
  }
  for (const [file, id] of compiledIds('src/ui'))
    if (!everyUsed.has(id)) problems.push(`${file}: the build asks for message ${id}, which no catalogue holds (write the sentence as one macro)`);
  return problems;
}

void problemsOf(getConfig({ cwd: process.cwd() })).then((problems) => {
  if (problems.length === 0) return;
  process.stderr.write(`${problems.join('\n')}\n${problems.length} catalogue problem(s): run \`npx lingui extract --clean\` and translate.\n`);
  process.exitCode = 1;
});
