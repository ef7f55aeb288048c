import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import Tooltip from '@mui/material/Tooltip';
import { ThemeProvider } from '@mui/material/styles';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../constants';
import { darkTheme, lightTheme } from './theme';

const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('tooltips', () => {
  it('both themes set the spec delays (700 ms, 300 ms to skip)', () => {
    expect(TOOLTIP_DELAY_MS).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
    for (const theme of [lightTheme, darkTheme]) {
      expect(theme.components?.MuiTooltip?.defaultProps).toMatchObject({ enterDelay: 700, enterNextDelay: 300 });
    }
  });

  it('opens after 700 ms, and after only 300 ms when moving on from another tooltip', () => {
    render(
      <ThemeProvider theme={lightTheme}>
        <Tooltip title="Editar">
          <button type="button">A</button>
        </Tooltip>
        <Tooltip title="Eliminar">
          <button type="button">B</button>
        </Tooltip>
      </ThemeProvider>,
    );
    fireEvent.mouseOver(screen.getByText('A'));
    advance(TOOLTIP_DELAY_MS - 1);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Editar');

    fireEvent.mouseLeave(screen.getByText('A'));
    fireEvent.mouseOver(screen.getByText('B'));
    advance(TOOLTIP_SKIP_DELAY_MS - 1);
    expect(screen.queryByRole('tooltip', { name: 'Eliminar' })).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByRole('tooltip', { name: 'Eliminar' })).toBeInTheDocument();
  });
});
