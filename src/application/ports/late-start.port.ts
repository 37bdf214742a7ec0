/** Vendor SDKs off the critical path: error reporting once the page's data has painted, the rest on first use or when idle. */
export type LateStart = { readonly afterData: readonly (() => Promise<void>)[]; readonly atIdle: readonly (() => Promise<void>)[] };
