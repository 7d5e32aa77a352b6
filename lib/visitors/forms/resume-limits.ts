/** Largest CV we accept. Free of zod so the form page stays light. */
export const MAX_CV_BYTES = 5 * 1024 * 1024;
