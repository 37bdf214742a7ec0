import * as O from 'fp-ts/Option';
import * as t from 'io-ts';
import type { DeepLinkSource } from '../application/ports/deep-link-source.port';
import type { DeepLinkData } from '../domain/deep-link';

export type BranchSdk = { init(key: string, options: Readonly<Record<string, unknown>>, callback: (error: unknown, data: unknown) => void): void };

export const BRANCH_OPTIONS = {
  retries: 2,
  retry_delay: 200,
  timeout: 5000,
  enableExtendedJourneysAssist: true,
  extendedJourneysAssistExpiryTime: 604_800_000,
} as const;

export const EMPTY_KEY_MESSAGE = 'apiKey cannot be empty.';

const SessionData = t.type({ data_parsed: t.union([t.UnknownRecord, t.null, t.undefined]) });

function toLinkData(parsed: Record<string, unknown>): DeepLinkData {
  const out: Record<string, string | number | boolean | null> = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (name === '__proto__' || name === 'constructor' || name === 'prototype') continue;
    if (value === null || typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) out[name] = value;
  }
  return out;
}

/** Anyone can make a link: only flat values of the shape the SDK documents are kept. */
export function decodeBranchSession(data: unknown): O.Option<DeepLinkData> {
  const decoded = SessionData.decode(data);
  if (decoded._tag === 'Left' || decoded.right.data_parsed === null || decoded.right.data_parsed === undefined) return O.none;
  return O.some(toLinkData(decoded.right.data_parsed));
}

export class BranchDeepLinkSource implements DeepLinkSource {
  constructor(
    private readonly key: string,
    private readonly report: (error: unknown, context: string) => void,
    private readonly load: () => Promise<BranchSdk> = () => import(/* webpackChunkName: "branch" */ 'branch-sdk').then((module) => module.default as BranchSdk),
  ) {}

  async read(): Promise<O.Option<DeepLinkData>> {
    try {
      return decodeBranchSession(await this.start());
    } catch (error) {
      this.report(error, 'deep-link service did not start');
      return O.none;
    }
  }

  private async start(): Promise<unknown> {
    if (this.key.trim() === '') throw new Error(EMPTY_KEY_MESSAGE);
    const sdk = await this.load();
    return new Promise((resolve, reject) => {
      sdk.init(this.key, BRANCH_OPTIONS, (error, data) => {
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else resolve(data);
      });
    });
  }
}
