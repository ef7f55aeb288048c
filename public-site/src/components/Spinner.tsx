import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const turn = keyframes`to { transform: rotate(360deg); }`;
const dash = keyframes`
  0% { stroke-dasharray: 1px, 200px; stroke-dashoffset: 0; }
  50% { stroke-dasharray: 100px, 200px; stroke-dashoffset: -15px; }
  100% { stroke-dasharray: 1px, 200px; stroke-dashoffset: -126px; }
`;

/**
 * MUI's indeterminate CircularProgress (same geometry, stroke and motion) without its code: the page loader and the
 * buttons' `loading` state (public-site/src/config/theme.ts) are in every page's boot, where CircularProgress and its
 * classes cost about 1 KB gzip (the public build leaves it out of Button and IconButton: vite.config.ts).
 */
export function Spinner({ size = 40, color = 'primary.main', label }: { size?: number; color?: string; label: string }) {
  return (
    <Box
      component="span"
      role="progressbar"
      aria-label={label}
      aria-busy
      sx={{ display: 'inline-block', width: size, height: size, color, animation: `${turn} 1.4s linear infinite` }}
    >
      <Box component="svg" viewBox="22 22 44 44" sx={{ display: 'block' }}>
        <Box
          component="circle"
          cx="44"
          cy="44"
          r="20.2"
          fill="none"
          strokeWidth={3.6}
          sx={{ stroke: 'currentColor', strokeDasharray: '80px, 200px', strokeDashoffset: 0, animation: `${dash} 1.4s ease-in-out infinite` }}
        />
      </Box>
    </Box>
  );
}
