/**
 * Performance marks around hydrating what the server's first screen needs: set right before
 * hydration starts and once its first commit is done. The bench (scripts/bench/main-thread.ts)
 * sums the main thread's work between them.
 */
export const HYDRATION_START_MARK = 'summit:hydration-start';
export const HYDRATION_END_MARK = 'summit:hydration-end';
