// Loading a vendor's chunk and starting its SDK are two pieces of main-thread work; done in one task
// they can block input for longer than 50 ms on a slow phone (issue 8). Awaiting this between them
// lets the browser paint and handle input in between.

/** Resolves in a later task of the event loop (after pending input and rendering have had a turn). */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
