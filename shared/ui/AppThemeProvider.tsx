import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { ColorModeProvider, useColorMode } from './color-mode';
import { darkTheme, lightTheme } from './theme';

interface Themes {
  light?: Theme;
  dark?: Theme;
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
