import { useMediaQuery, type Theme } from '@mui/material';

/** Phones (below the 640 px breakpoint) get one-column lists instead of tables. */
export function useIsSmall(): boolean {
  return useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
}
