// The journeys' ports: the offline build, the local-mode build and its local-backend, the offline
// development server (the developer routes), and the second local-mode build (its optional keys set:
// hosted sign-out and guest access). E2E_PORT (default 4173) moves all five, so two checkouts can run
// Playwright side by side.
export function e2ePorts(): {
  readonly offline: number;
  readonly local: number;
  readonly backend: number;
  readonly dev: number;
  readonly localOptions: number;
} {
  const base = Number(process.env.E2E_PORT ?? 4173);
  if (!Number.isInteger(base) || base < 1024 || base > 65_000) throw new Error(`E2E_PORT must be a port number, not '${process.env.E2E_PORT ?? ''}'.`);
  return { offline: base, local: base + 1, backend: base + 2, dev: base + 3, localOptions: base + 4 };
}
