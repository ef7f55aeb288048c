import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PROGRESS_DEFAULT_MAX } from '../constants';
import { Progress, clampProgress } from './Progress';

describe('clampProgress', () => {
  it('keeps values within 0..max (default max 100)', () => {
    expect(PROGRESS_DEFAULT_MAX).toBe(100);
    expect(clampProgress(42)).toBe(42);
    expect(clampProgress(-5)).toBe(0);
    expect(clampProgress(250)).toBe(100);
    expect(clampProgress(12, 10)).toBe(10);
    expect(clampProgress(0, 10)).toBe(0);
  });

  it('null, undefined and NaN mean indeterminate', () => {
    expect(clampProgress(null)).toBeNull();
    expect(clampProgress(undefined)).toBeNull();
    expect(clampProgress(Number.NaN)).toBeNull();
  });

  it('an invalid max falls back to 100', () => {
    expect(clampProgress(150, 0)).toBe(100);
    expect(clampProgress(150, -3)).toBe(100);
    expect(clampProgress(150, Number.NaN)).toBe(100);
  });
});

describe('<Progress>', () => {
  it('reports the clamped value on the real scale', () => {
    render(<Progress value={15} max={10} label="Carga de archivo" />);
    const bar = screen.getByRole('progressbar', { name: 'Carga de archivo' });
    expect(bar).toHaveAttribute('aria-valuenow', '10');
    expect(bar).toHaveAttribute('aria-valuemax', '10');
    expect(bar).toHaveAttribute('aria-valuetext', '100 %');
  });

  it('defaults to max 100', () => {
    render(<Progress value={30} />);
    const bar = screen.getByRole('progressbar', { name: 'Progreso' });
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '30 %');
  });

  it('null is indeterminate: no value announced', () => {
    render(<Progress value={null} />);
    const bar = screen.getByRole('progressbar', { name: 'Cargando' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar.className).toMatch(/indeterminate/i);
  });

  it('renders a circular variant too', () => {
    render(<Progress value={50} shape="circular" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  });
});
