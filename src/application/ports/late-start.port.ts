/**
 * Vendor SDKs kept off the critical path: error reporting starts once the page's data has painted (reports made
 * before wait for it), the rest on the first use or when idle, so a page that is only looked at makes no
 * third-party request while it loads.
 */
export type LateStart = { readonly afterData: readonly (() => Promise<void>)[]; readonly atIdle: readonly (() => Promise<void>)[] };
