/** Resolves in a later task, so that the browser may paint and answer input in between. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
