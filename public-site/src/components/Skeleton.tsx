import Box from '@mui/material/Box';
import { alpha, keyframes } from '@mui/material/styles';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

/**
 * MUI's pulsing Skeleton (a line of text, or a rounded block of a given height) drawn here: MUI's brings its
 * variants, the wave animation and its classes (about 1.4 KB gzip) for a grey bar. Hidden from screen readers,
 * as MUI's is silent: the region around it says it is busy (aria-busy).
 */
export function Skeleton({ width, height, variant = 'text' }: { width?: number | string; height?: number; variant?: 'text' | 'rounded' }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={(t) => ({
        display: 'block',
        width,
        backgroundColor: alpha(t.palette.text.primary, t.palette.mode === 'light' ? 0.11 : 0.13),
        animation: `${pulse} 2s ease-in-out 0.5s infinite`,
        ...(variant === 'text'
          ? {
              height: 'auto',
              transformOrigin: '0 55%',
              transform: 'scale(1, 0.60)',
              borderRadius: `${t.shape.borderRadius}px/${Math.round((Number(t.shape.borderRadius) / 0.6) * 10) / 10}px`,
              '&:empty:before': { content: '"\\00a0"' },
            }
          : { height, borderRadius: `${t.shape.borderRadius}px` }),
      })}
    />
  );
}
