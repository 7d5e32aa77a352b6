/** `url` with every '%' of its path escaped when the path is not valid percent-encoding; unchanged otherwise. */
export function decodableUrl(url: string): string;
