import Box from '@mui/material/Box';

const offscreen = { position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' } as const;

/**
 * A field people never see or reach: off screen, out of the tab order and of the accessibility tree. Form-filling
 * bots fill it, and the server then answers as usual but keeps nothing.
 */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Box aria-hidden="true" sx={offscreen}>
      <label htmlFor="egresado-sitioWeb">Sitio web (no escriba nada aquí)</label>
      <input id="egresado-sitioWeb" name="sitioWeb" type="text" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
    </Box>
  );
}
