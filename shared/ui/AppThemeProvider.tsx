import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import type { Theme } from '@mui/material/styles';
import { ThemeProvider as SystemThemeProvider } from '@mui/system';
import { ColorModeProvider, useColorMode } from './color-mode';
import { themesByMode, type ThemesByMode } from './theme';

interface Themes {
  themes?: ThemesByMode;
}

const sharedThemes = themesByMode();

/**
 * What MUI's ThemeProvider does for a theme without CSS variables (ours: one theme object per mode), without
 * importing its CSS-variables provider, which every page would otherwise download and never run.
 */
function ThemeProvider({ theme, children }: { theme: Theme; children: ReactNode }) {
  // `vars: null`, as MUI sets it, so no CSS-variables theme further up leaks into this one.
  const plain = useMemo(() => ({ ...theme, vars: null }), [theme]);
  return <SystemThemeProvider theme={plain}>{children}</SystemThemeProvider>;
}

function ThemedByMode({ children, themes = sharedThemes }: Themes & { children: ReactNode }) {
  const { resolvedMode } = useColorMode();
  return (
    <ThemeProvider theme={themes(resolvedMode)}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}

/** The shared theme in the user's colour mode (light, dark or following the system), with CssBaseline. An app may pass its own refinements of the shared themes (themesByMode). */
export function AppThemeProvider({ children, themes }: Themes & { children: ReactNode }) {
  return (
    <ColorModeProvider>
      <ThemedByMode themes={themes}>
        {children}
      </ThemedByMode>
    </ColorModeProvider>
  );
}
