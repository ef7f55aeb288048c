/** 'yyyy-mm-dd' as 'dd/mm/yyyy' without going through Date (a calendar day has no time zone to shift it). */
export function fechaTexto(iso: string | null | undefined): string {
  if (!iso) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}
