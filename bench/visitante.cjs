/* global module -- CommonJS: autocannon's worker thread require()s this file */
// autocannon's setupRequest for a public route behind the per-address limit (bench/load.ts, `visitantes`): every
// request comes from its own X-Forwarded-For address, as many visitors behind the production proxy do, so the
// limiter still counts each one (one upsert per request) without refusing the run. The start is random: a later
// measurement in the same minute does not reuse this one's addresses.
let n = Math.floor(Math.random() * 2 ** 22);

module.exports = function visitante(request) {
  n = (n + 1) % 2 ** 24;
  return { ...request, headers: { ...request.headers, 'x-forwarded-for': `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}` } };
};
