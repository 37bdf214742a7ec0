// `npm run lint`'s catalogue check: every locale's file holds exactly the messages the source uses, and every
// language we ship translates each of them. `npx lingui extract --clean` brings the files in line.
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';

async function problemsOf(config: ReturnType<typeof getConfig>): Promise<string[]> {
  const problems: string[] = [];
  for (const catalog of await getCatalogs(config)) {
    const used = await catalog.collect();
    if (!used) throw new Error(`Messages could not be collected for ${catalog.path}.`);
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
  return problems;
}

void problemsOf(getConfig({ cwd: process.cwd() })).then((problems) => {
  if (problems.length === 0) return;
  process.stderr.write(`${problems.join('\n')}\n${problems.length} catalogue problem(s): run \`npx lingui extract --clean\` and translate.\n`);
  process.exitCode = 1;
});
