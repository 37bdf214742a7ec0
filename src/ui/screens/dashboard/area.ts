/** One dashboard area: it loads, shows and fails on its own; a failed one can be read again. */
export type Area<T> = { readonly state: 'loading' } | { readonly state: 'ready'; readonly value: T } | { readonly state: 'failed' };
