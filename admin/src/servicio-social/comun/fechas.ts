/** A calendar date (aaaa-mm-dd) as people in Mexico read it: «15 ene 2027» (the one format of shared/formato.ts). */
export { formatDate as fechaCorta } from '../../../../shared/formato';
