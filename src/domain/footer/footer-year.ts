/** The footer's copyright year (spec §9): the current UTC year of the clock's time. */
export const footerYear = (nowMs: number): number => new Date(nowMs).getUTCFullYear();
