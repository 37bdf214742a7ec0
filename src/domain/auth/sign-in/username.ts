// The product's usernames are e-mail addresses, compared case-insensitively (spec §4, guides/cognito.md).

/** Trimmed and lower-cased, so every path builds the same user-pool username. */
export const normalizeUsername = (raw: string): string => raw.trim().toLowerCase();
