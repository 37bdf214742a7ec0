/** Usernames are e-mail addresses compared case-insensitively, so every path must build the same one. */
export const normalizeUsername = (raw: string): string => raw.trim().toLowerCase();
