/** `query` when it names a site language, else the first ru…/uz… tag of `acceptLanguage`, else 'rus'. */
export function requestLang(query: string | null | undefined, acceptLanguage: string | null | undefined): 'rus' | 'uzb';
