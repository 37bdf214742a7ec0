/** The region for a new account from the browser's locale ('en-GB' → 'GB'), default 'US' (spec §3). */
export function regionFromLocale(locale: string | undefined): string {
  const match = /^[a-z]{2,3}[-_]([A-Za-z]{2})\b/.exec(locale ?? '');
  return match?.[1]?.toUpperCase() ?? 'US';
}
