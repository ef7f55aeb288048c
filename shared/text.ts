/** Lower case without accents or diacritics: how people compare names ('Núñez' ~ 'nunez'). */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** fold() and then only letters and digits: how headers and labels are matched ('No. de cuenta' ~ 'nodecuenta'). */
export function foldKey(text: string): string {
  return fold(text).replace(/[^a-z0-9ñ]/g, '');
}
