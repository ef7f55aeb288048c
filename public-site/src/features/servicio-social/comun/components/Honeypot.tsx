import Box from '@mui/material/Box';
import { HONEYPOT } from '../../../../../../shared/schemas/servicio-social';

const offscreen = { position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' } as const;

/**
 * A field people never see or reach (off screen, out of the tab order and the accessibility tree). Bots fill it;
 * the server then answers as usual and keeps nothing.
 */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Box aria-hidden="true" sx={offscreen}>
      <label htmlFor="ss-apodo">Apodo (no escriba nada aquí)</label>
      <input id="ss-apodo" name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
    </Box>
  );
}
