/** The page's HTML in `lang`. */
export function unavailableHtml(lang: 'rus' | 'uzb'): string;
/** The 503 answer for a request to `url`. */
export function unavailableAnswer(url: string | undefined): {
  status: number;
  headers: Record<string, string | undefined>;
  body: Buffer;
};
