/** A text held in both site languages. Every content row stores its texts this way. */
export type Localized = { rus: string; uzb: string };

/** The two site languages. */
export const LANGS = ['rus', 'uzb'] as const;
export type Lang = (typeof LANGS)[number];
