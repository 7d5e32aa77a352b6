/** Largest CV we accept (5 MB). Free of zod so the form page stays light. */
export const MAX_CV_BYTES = 5 * 1024 * 1024;
