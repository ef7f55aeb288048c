import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { muiEs } from './mui-es';
import { BREAKPOINTS, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../constants';

// Spec colours: primary green, secondary blue, success green, info blue, warning yellow, error red, neutral slate.
export const palette = {
  primary: { main: '#15803d', light: '#22c55e', dark: '#166534', contrastText: '#ffffff' },
  secondary: { main: '#1d4ed8', light: '#3b82f6', dark: '#1e3a8a', contrastText: '#ffffff' },
  success: { main: '#15803d', contrastText: '#ffffff' },
  info: { main: '#0369a1', contrastText: '#ffffff' },
  warning: { main: '#ca8a04', contrastText: '#1e293b' },
  error: { main: '#dc2626', contrastText: '#ffffff' },
  neutral: { main: '#475569', light: '#94a3b8', dark: '#1e293b', contrastText: '#ffffff' },
};

declare module '@mui/material/styles' {
  interface Palette {
    neutral: Palette['primary'];
  }
  interface PaletteOptions {
    neutral?: PaletteOptions['primary'];
  }
  interface BreakpointOverrides {
    xxl: true;
  }
}

const shared: ThemeOptions = {
  // MUI needs xs at 0 so the smallest screens still match a breakpoint; the rest follow the spec.
  breakpoints: { values: { xs: 0, sm: BREAKPOINTS.sm, md: BREAKPOINTS.md, lg: BREAKPOINTS.lg, xl: BREAKPOINTS.xl, xxl: BREAKPOINTS.xxl } },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  shape: { borderRadius: 8 },
  components: {
    ...muiEs,
    MuiTooltip: { defaultProps: { enterDelay: TOOLTIP_DELAY_MS, enterNextDelay: TOOLTIP_SKIP_DELAY_MS, arrow: true } },
    // A spinner is a progressbar and needs a name (axe: aria-progressbar-name): react-admin's bar shows one, unnamed,
    // while any request is in flight. A spinner that sits beside its own text may still say aria-hidden.
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Cargando…' } },
    MuiCheckbox: {
      defaultProps: {
        // Libraries (react-admin's row selectors) pass aria-label to the checkbox, which MUI puts on the wrapper:
        // give it to the input too, so screen readers announce what each box selects.
        slotProps: {
          input: ((owner: { 'aria-label'?: string; inputProps?: object }) => ({
            ...owner.inputProps,
            ...(owner['aria-label'] ? { 'aria-label': owner['aria-label'] } : {}),
          })) as never,
        },
      },
    },
    // A disabled field still says something people read: why it cannot change (helper text), or an answer already sent
    // (the self-evaluation's questions and options). text.disabled is 2.7:1 on white; text.secondary passes 4.5:1.
    MuiFormHelperText: { styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) } },
    MuiFormLabel: { styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) } },
    MuiFormControlLabel: { styleOverrides: { label: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) } },
    // WCAG 2.2 target size: small buttons (react-admin's toolbar) stay at least 32 px tall.
    MuiButton: { styleOverrides: { sizeSmall: { minHeight: 32 } } },
    // Phone lists (react-admin's SimpleList) show e-mails and folios with no break points: wrap them anywhere
    // rather than widening the page past the screen.
    MuiListItemText: { styleOverrides: { root: { minWidth: 0, overflowWrap: 'anywhere' } } },
  },
};

export const lightThemeOptions: ThemeOptions = {
  ...shared,
  // Amber text on white needs the darker shade to reach 4.5:1 («Cerrar», «Finalista», «Devolver con observaciones»).
  palette: { mode: 'light', ...palette, warning: { main: '#a16207', contrastText: '#ffffff' }, background: { default: '#f8fafc', paper: '#ffffff' }, text: { primary: '#0f172a', secondary: '#475569' } },
};

export const darkThemeOptions: ThemeOptions = {
  ...shared,
  palette: {
    mode: 'dark',
    ...palette,
    primary: { main: '#4ade80', dark: '#22c55e', contrastText: '#052e16' },
    secondary: { main: '#93c5fd', contrastText: '#0f172a' },
    // On slate backgrounds the light theme's saturated shades fall under 4.5:1: the 400 shades, with dark text on them.
    success: { main: '#4ade80', contrastText: '#052e16' },
    info: { main: '#38bdf8', contrastText: '#0f172a' },
    warning: { main: '#facc15', contrastText: '#0f172a' },
    error: { main: '#f87171', contrastText: '#0f172a' },
    background: { default: '#0f172a', paper: '#1e293b' },
  },
};

// Marked pure: a bundle that only uses themesByMode (the public site) leaves these two out.
export const lightTheme = /* @__PURE__ */ createTheme(lightThemeOptions);
export const darkTheme = /* @__PURE__ */ createTheme(darkThemeOptions);

export type ThemesByMode = (mode: 'light' | 'dark') => Theme;

/**
 * The shared theme of each colour mode with an app's refinements, each created on first use: createTheme is one
 * of the costlier calls of a page's start-up, and a visitor in light mode never needs the dark theme.
 */
export function themesByMode(...refinements: object[]): ThemesByMode {
  const made: Partial<Record<'light' | 'dark', Theme>> = {};
  return (mode) => (made[mode] ??= createTheme(mode === 'dark' ? darkThemeOptions : lightThemeOptions, ...refinements));
}
