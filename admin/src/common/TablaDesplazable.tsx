import { Table, TableContainer } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways inside itself on a phone instead of widening the page; keyboard users can
 * focus the region to scroll it.
 */
export const TablaDesplazable = ({ label, children }: { label: string; children: ReactNode }) => (
  <TableContainer role="region" aria-label={label} tabIndex={0} sx={{ maxWidth: '100%', overflowX: 'auto' }}>
    <Table size="small" aria-label={label} sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
      {children}
    </Table>
  </TableContainer>
);
