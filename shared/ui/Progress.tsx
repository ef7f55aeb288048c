import LinearProgress from '@mui/material/LinearProgress';
import CircularProgress from '@mui/material/CircularProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import { PROGRESS_DEFAULT_MAX } from '../constants';

function validMax(max: number | undefined): number {
  return typeof max === 'number' && Number.isFinite(max) && max > 0 ? max : PROGRESS_DEFAULT_MAX;
}

/** A progress value kept within 0..max; null (or anything that is not a number) means indeterminate. */
export function clampProgress(value: number | null | undefined, max: number = PROGRESS_DEFAULT_MAX): number | null {
  if (typeof value !== 'number' || Number.isNaN(value)) return null;
  return Math.min(Math.max(value, 0), validMax(max));
}

interface ProgressProps {
  value?: number | null;
  max?: number;
  /** Accessible name; defaults to 'Cargando' (indeterminate) or 'Progreso'. */
  label?: string;
  shape?: 'linear' | 'circular';
  sx?: SxProps<Theme>;
}

export function Progress({ value = null, max = PROGRESS_DEFAULT_MAX, label, shape = 'linear', sx }: ProgressProps) {
  const limit = validMax(max);
  const clamped = clampProgress(value, limit);
  const percent = clamped === null ? undefined : (clamped / limit) * 100;
  // Report the real scale (0..max) to assistive technology, not MUI's internal percentage.
  const aria =
    clamped === null
      ? { 'aria-label': label ?? 'Cargando', 'aria-busy': true as const }
      : {
          'aria-label': label ?? 'Progreso',
          'aria-valuemin': 0,
          'aria-valuemax': limit,
          'aria-valuenow': clamped,
          'aria-valuetext': `${Math.round(percent!)} %`,
        };
  const variant = clamped === null ? 'indeterminate' : 'determinate';
  return shape === 'circular' ? (
    <CircularProgress variant={variant} value={percent} sx={sx} {...aria} />
  ) : (
    <LinearProgress variant={variant} value={percent} sx={sx} {...aria} />
  );
}
