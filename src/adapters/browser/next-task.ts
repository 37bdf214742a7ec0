/** Between pieces of vendor start-up, so that the browser can paint and handle input (one task blocked input over 50 ms on a slow phone). */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
