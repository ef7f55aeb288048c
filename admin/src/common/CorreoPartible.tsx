/**
 * An address has no spaces to wrap at, so one long address would widen its whole table past the window. This one
 * may wrap before its «@», and stays on one line when there is room.
 */
export const CorreoPartible = ({ correo }: { correo?: string | null }) => {
  if (!correo) return null;
  const arroba = correo.indexOf('@');
  if (arroba <= 0) return <>{correo}</>;
  return (
    <>
      {correo.slice(0, arroba)}
      <wbr />
      {correo.slice(arroba)}
    </>
  );
};
