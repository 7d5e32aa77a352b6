/** How much one speed-test call may move: the server refuses more, and the page never asks for more. */

const MB = 1024 * 1024;

/** The most bytes one download call sends. */
export const MAX_DOWNLOAD_BYTES = 100 * MB;
/** The most bytes one upload call takes. */
export const MAX_UPLOAD_BYTES = 20 * MB;
