// Whole numbers as people read them ("100,000"), the same on every machine. One formatter for the app:
// `toLocaleString` makes a new one per call, which costs about as much as rendering a breach.
const IN_DIGITS = new Intl.NumberFormat('en-US');

export const count = (n: number): string => IN_DIGITS.format(n);
