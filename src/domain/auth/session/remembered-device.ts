import { i18n } from '../../i18n';

/** `name` is what the device sent (a browser's user agent); `thisDevice`: the one whose keys this browser keeps. */
export type RememberedDevice = { readonly key: string; readonly name: string; readonly lastUsedAt: number; readonly thisDevice: boolean };

const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/(Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const APPLE_MOBILE = /*i18n*/ 'iPhone or iPad';

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\b(iPhone|iPad|iPod)\b/, APPLE_MOBILE],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
];

const first = (table: readonly (readonly [RegExp, string])[], text: string): string | undefined => table.find(([pattern]) => pattern.test(text))?.[1];

export function deviceLabel(name: string): string {
  const browser = first(BROWSERS, name);
  const found = first(SYSTEMS, name);
  const system = found === APPLE_MOBILE ? i18n._(APPLE_MOBILE) : found;
  if (browser !== undefined && system !== undefined) return i18n._('{browser} on {system}', { browser, system });
  if (browser !== undefined) return browser;
  if (system !== undefined) return i18n._('{system} device', { system });
  return i18n._('Unknown device');
}
