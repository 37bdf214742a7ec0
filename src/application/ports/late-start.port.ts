/**
 * Vendor SDKs kept off the critical path: error reporting starts after the first paint, the rest on the
 * first use or when idle, so a page that is only looked at makes no third-party request while it loads.
 */
export type LateStart = { readonly afterFirstPaint: readonly (() => Promise<void>)[]; readonly atIdle: readonly (() => Promise<void>)[] };
