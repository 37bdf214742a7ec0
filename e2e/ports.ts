// The journeys' ports: the offline build, the local-mode build and its local-backend, and the offline
// development server (the developer routes). E2E_PORT (default 4173) moves all four, so two checkouts
// can run Playwright side by side.
export function e2ePorts(): { readonly offline: number; readonly local: number; readonly backend: number; readonly dev: number } {
  const base = Number(process.env.E2E_PORT ?? 4173);
  if (!Number.isInteger(base) || base < 1024 || base > 65_000) throw new Error(`E2E_PORT must be a port number, not '${process.env.E2E_PORT ?? ''}'.`);
  return { offline: base, local: base + 1, backend: base + 2, dev: base + 3 };
}
