import type { CSSProperties } from 'react';

/**
 * Read by screen readers, not shown. A plain style (in pixels): in MUI's `sx`, `width: 1` means 100%, which let a
 * hidden «(obligatoria)» push a phone's page sideways.
 */
export const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
