export const footerYear = (nowMs: number): number => new Date(nowMs).getUTCFullYear();
