/** Awaited between pieces of vendor start-up, so the browser paints and handles input between them: one task could block input over 50 ms on a slow phone. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
