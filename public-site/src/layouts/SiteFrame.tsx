import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

const skipLinkSx = {
  position: 'absolute',
  left: 8,
  top: -48,
  zIndex: 1200,
  px: 2,
  py: 1,
  borderRadius: 1,
  bgcolor: 'background.paper',
  color: 'text.primary',
  boxShadow: 3,
  '&:focus': { top: 8 },
} as const;

/** Header, optional area banner, main content and footer; every public layout is built on it. */
export function SiteFrame({ banner, children }: { banner?: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box component="a" href="#contenido" sx={skipLinkSx}>
        Saltar al contenido
      </Box>
      <SiteHeader />
      {banner}
      {/* At least a screen tall: the footer starts below the fold, so a page arriving late never pushes it (CLS). */}
      <Box component="main" id="contenido" tabIndex={-1} sx={{ flex: 1, outline: 'none', minHeight: '100vh', '@supports (min-height: 100dvh)': { minHeight: '100dvh' } }}>
        {children}
      </Box>
      <SiteFooter />
    </Box>
  );
}
