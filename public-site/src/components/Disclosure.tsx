import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import ExpandMore from '@mui/icons-material/ExpandMore';

/**
 * A question that opens to show its answer: a native <details>/<summary> (keyboard, screen readers and «find in
 * page» for free) in the look of MUI's outlined Accordion, stacked as MUI stacks them (rounded ends, a divider between).
 * MUI's Accordion brings Collapse, its transitions and ButtonBase (about 4 KB gzip) for this.
 */
export function Disclosure({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  return (
    <Box
      component="details"
      sx={(t) => ({
        position: 'relative',
        bgcolor: 'background.paper',
        color: 'text.primary',
        border: 1,
        borderColor: 'divider',
        borderRadius: 0,
        // MUI's divider over the border above each question but the first, gone above an open one.
        '&::before': { position: 'absolute', left: 0, top: '-1px', right: 0, height: '1px', content: '""', backgroundColor: t.palette.divider },
        '&:first-of-type::before, &[open]::before': { display: 'none' },
        '&:first-of-type': { borderTopLeftRadius: t.shape.borderRadius, borderTopRightRadius: t.shape.borderRadius },
        '&:last-of-type': { borderBottomLeftRadius: t.shape.borderRadius, borderBottomRightRadius: t.shape.borderRadius },
        '&[open] > summary > .expand': { transform: 'rotate(180deg)' },
        // Opens with a height transition as MUI's Collapse does, where the browser can animate to `auto`.
        '@media (prefers-reduced-motion: no-preference)': {
          interpolateSize: 'allow-keywords',
          '&::details-content': {
            blockSize: 0,
            overflowY: 'clip',
            transition: `block-size ${t.transitions.duration.standard}ms ${t.transitions.easing.easeInOut}, content-visibility ${t.transitions.duration.standard}ms allow-discrete`,
          },
          '&[open]::details-content': { blockSize: 'auto' },
        },
      })}
    >
      <Box
        component="summary"
        sx={(t) => ({
          display: 'flex',
          alignItems: 'center',
          minHeight: 48,
          px: 2,
          cursor: 'pointer',
          listStyle: 'none',
          '&::-webkit-details-marker': { display: 'none' },
          '&:focus-visible': { outline: 'none', backgroundColor: t.palette.action.focus },
          '& > .content': { display: 'flex', textAlign: 'start', flexGrow: 1, my: 1.5 },
          '& > .expand': {
            display: 'flex',
            color: 'action.active',
            transition: t.transitions.create('transform', { duration: t.transitions.duration.shortest }),
          },
        })}
      >
        <span className="content">{summary}</span>
        <span className="expand" aria-hidden>
          <ExpandMore />
        </span>
      </Box>
      <Box sx={{ px: 2, pt: 1, pb: 2 }}>{children}</Box>
    </Box>
  );
}
