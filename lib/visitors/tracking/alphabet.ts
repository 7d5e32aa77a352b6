/**
 * The shape of a tracking reference: 'TN-' and five characters without look-alikes (no 0/O,
 * 1/I/L, 2/Z, 5/S, 8/B), so it can be read out over the phone and typed back.
 */
export const REFERENCE_ALPHABET = '34679ACDEFGHJKMNPQRTUVWXY';
export const REFERENCE_LENGTH = 5;
