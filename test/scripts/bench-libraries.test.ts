import { Script } from 'node:vm';
import { stop } from 'esbuild';
import { CARD_LIBRARIES, clientFloorScript, libraryFloor } from '../../scripts/bench-libraries';

// esbuild's service is a child process: stopped, so it cannot hold this Jest worker (and its output pipe) open.
afterAll(() => stop());

describe("the bench's floor of the card's libraries", () => {
  it('bundles each library of the card the dashboard needs, from its own files, and weighs the result', async () => {
    const { kb, inputs } = await libraryFloor();

    const missing = CARD_LIBRARIES.filter((name) => !inputs.some((input) => input.startsWith(`node_modules/${name}/`)));
    expect(missing).toEqual([]);
    // Nothing else but what those libraries need themselves.
    const packages = new Set(inputs.flatMap((input) => /^node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1] ?? []));
    const theirOwn = ['scheduler', 'react-router', 'cookie', 'set-cookie-parser'];
    expect(
      [...packages].filter((name) => !(CARD_LIBRARIES as readonly string[]).includes(name) && !theirOwn.includes(name) && !name.startsWith('@inversifyjs/')),
    ).toEqual([]);
    expect(kb).toBeGreaterThan(0);
  }, 30_000);

  it("gives the client floor a classic script, as the app's are: Lighthouse's simulated LCP counts a classic script's run and not a module's", async () => {
    const code = Buffer.from(await clientFloorScript()).toString();

    expect(() => new Script(code)).not.toThrow();
  }, 30_000);
});
