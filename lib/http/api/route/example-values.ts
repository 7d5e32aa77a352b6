/** What a form's ALTCHA widget sends once solved, in the document's examples; a real call needs a fresh one from GET /api/v1/captcha. */
export const ALTCHA_PLACEHOLDER = '<solved ALTCHA payload>';
