import * as E from 'fp-ts/Either';
import { BENCH_BACKEND_URL, benchRealEnv } from '../../scripts/bench-env';
import { ENV_KEYS, decodeEnv } from '../../src/composition/env';

describe("the bench's real-mode configuration", () => {
  const env = benchRealEnv(BENCH_BACKEND_URL);

  it('sets every key the app reads, so a new optional key cannot stay out of the measured build', () => {
    expect(ENV_KEYS.filter((key) => env[key] === undefined || env[key] === '')).toEqual([]);
  });

  it('is a valid real-mode configuration with every optional feature on', () => {
    const decoded = decodeEnv(env);
    if (E.isLeft(decoded)) throw new Error(JSON.stringify(decoded.left));
    const config = decoded.right;
    if (config.mode !== 'real') throw new Error('not real mode');
    expect({
      sentry: config.sentry !== undefined,
      intercom: config.intercom !== undefined,
      identityPool: config.identityPool?.guestAccess,
      rewardsApi: config.rewardsApi !== undefined,
      hostedSignOut: config.hostedSignOut !== undefined,
      prices: config.prices !== undefined,
      trialDays: config.trialDays,
      operator: config.operator !== null,
    }).toEqual({ sentry: true, intercom: true, identityPool: true, rewardsApi: true, hostedSignOut: true, prices: true, trialDays: 14, operator: true });
  });

  it('talks to no host but local-backend on loopback and example domains', () => {
    const hosts = Object.values(env).flatMap((value) => (/^(https?|wss?):\/\//.test(value) ? [new URL(value).hostname] : []));
    expect(hosts.filter((host) => host !== '127.0.0.1' && !/(^|\.)protect\.example$/.test(host))).toEqual([]);
  });
});
