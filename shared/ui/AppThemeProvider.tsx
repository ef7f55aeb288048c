import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import type { Theme } from '@mui/material/styles';
import { ThemeProvider as SystemThemeProvider } from '@mui/system';
import { ColorModeProvider, useColorMode } from './color-mode';
import { darkTheme, lightTheme } from './theme';

interface Themes {
  light?: Theme;
  dark?: Theme;
}

/**
 * What MUI's ThemeProvider does for a theme without CSS variables (ours: one theme object per mode), without
 * importing its CSS-variables provider, which every page would otherwise download and never run.
 */
function ThemeProvider({ theme, children }: { theme: Theme; children: ReactNode }) {
  // `vars: null`, as MUI sets it, so no CSS-variables theme further up leaks into this one.
  const plain = useMemo(() => ({ ...theme, vars: null }), [theme]);
  return <SystemThemeProvider theme={plain}>{children}</SystemThemeProvider>;
}

function ThemedByMode({ children, light = lightTheme, dark = darkTheme }: Themes & { children: ReactNode }) {
  const { resolvedMode } = useColorMode();
  return (
    <ThemeProvider theme={resolvedMode === 'dark' ? dark : light}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}

/** The shared theme in the user's colour mode (light, dark or following the system), with CssBaseline. An app may pass its own refinements of the shared themes. */
export function AppThemeProvider({ children, light, dark }: Themes & { children: ReactNode }) {
  return (
    <ColorModeProvider>
      <ThemedByMode light={light} dark={dark}>
        {children}
      </ThemedByMode>
    </ColorModeProvider>
  );
}
