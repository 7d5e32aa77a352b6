/** Money as the site shows it: space-grouped thousands and the currency word (Common.currency). */

/** Groups digits by three, with spaces unless told otherwise: 349000 → '349 000'. */
export function groupThousands(amount: number, separator = ' '): string {
  return Math.round(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** An amount with its currency word: formatMoney(349000, 'сум') → '349 000 сум'. */
export function formatMoney(amount: number, currency: string): string {
  return `${groupThousands(amount)} ${currency}`;
}
