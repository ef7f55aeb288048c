import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useTheme } from '@mui/material/styles';
import { COLOR_MODE_KEY, COLOR_MODES } from '../constants';
import { AppThemeProvider } from './AppThemeProvider';
import { useColorMode, resolveColorMode } from './color-mode';
import { ColorModeMenu } from './ColorModeMenu';

function fakeSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  };
  vi.stubGlobal('matchMedia', vi.fn(() => query));
  return {
    set(next: boolean) {
      dark = next;
      act(() => listeners.forEach((l) => l()));
    },
  };
}

function Probe() {
  const { mode, resolvedMode, setMode } = useColorMode();
  const theme = useTheme();
  return (
    <div>
      <span data-testid="mode">{mode}</span>
      <span data-testid="resolved">{resolvedMode}</span>
      <span data-testid="theme">{theme.palette.mode}</span>
      <button type="button" onClick={() => setMode('dark')}>oscuro</button>
    </div>
  );
}

const renderProbe = () =>
  render(
    <AppThemeProvider>
      <Probe />
      <ColorModeMenu />
    </AppThemeProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('colour mode', () => {
  it('offers light, dark and system, stored under its own key', () => {
    expect(COLOR_MODES).toEqual(['light', 'dark', 'system']);
    expect(COLOR_MODE_KEY).toBe('color_mode');
    expect(resolveColorMode('system', true)).toBe('dark');
    expect(resolveColorMode('light', true)).toBe('light');
  });

  it('defaults to system, which follows prefers-color-scheme live', () => {
    const system = fakeSystem(false);
    renderProbe();
    expect(screen.getByTestId('mode')).toHaveTextContent('system');
    expect(screen.getByTestId('theme')).toHaveTextContent('light');
    system.set(true);
    expect(screen.getByTestId('theme')).toHaveTextContent('dark');
  });

  it('keeps the choice in localStorage and restores it', () => {
    fakeSystem(false);
    const { unmount } = renderProbe();
    fireEvent.click(screen.getByText('oscuro'));
    expect(localStorage.getItem(COLOR_MODE_KEY)).toBe('dark');
    expect(screen.getByTestId('theme')).toHaveTextContent('dark');
    unmount();
    renderProbe();
    expect(screen.getByTestId('mode')).toHaveTextContent('dark');
  });

  it('ignores an unknown stored value', () => {
    fakeSystem(true);
    localStorage.setItem(COLOR_MODE_KEY, 'violeta');
    renderProbe();
    expect(screen.getByTestId('mode')).toHaveTextContent('system');
    expect(screen.getByTestId('theme')).toHaveTextContent('dark');
  });

  it('the menu switches mode with Spanish labels', async () => {
    fakeSystem(false);
    renderProbe();
    fireEvent.click(screen.getByRole('button', { name: 'Tema de color: según el sistema' }));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'Oscuro' }));
    expect(screen.getByTestId('mode')).toHaveTextContent('dark');
    expect(localStorage.getItem(COLOR_MODE_KEY)).toBe('dark');
  });
});
