import Box from '@mui/material/Box';

const fuera = { position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' } as const;

/** Off screen and out of the tab order: only bots fill it, and the server then keeps nothing. */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Box aria-hidden="true" sx={fuera}>
      <label htmlFor="postulacion-sitioWeb">Sitio web (no escriba nada aquí)</label>
      <input id="postulacion-sitioWeb" name="sitioWeb" type="text" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
    </Box>
  );
}
