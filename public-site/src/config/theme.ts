import { createElement } from 'react';
import type { ThemeOptions } from '@mui/material/styles';
import { Spinner } from '../components/Spinner';
import { themesByMode } from '../../../shared/ui/theme';

// The public site speaks to visitors in sentence case: long Spanish labels in capitals are hard to read.
const overrides: ThemeOptions = {
  typography: { button: { textTransform: 'none', fontWeight: 600 } },
  components: {
    // No ripple: its code (TouchRipple and react-transition-group, about 2.5 KB gzip) is in every page's boot, and the
    // public build replaces it with nothing (vite.config.ts). Keyboard focus, which the ripple's pulse used to show,
    // gets an outline instead.
    MuiButtonBase: {
      defaultProps: { disableRipple: true },
      styleOverrides: {
        root: ({ theme }) => ({ '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 } }),
      },
    },
    // A button's `loading` state draws the light spinner: the public build leaves CircularProgress out of buttons.
    MuiButton: { defaultProps: { loadingIndicator: createElement(Spinner, { size: 16, color: 'inherit', label: 'Procesando' }) } },
    MuiIconButton: { defaultProps: { loadingIndicator: createElement(Spinner, { size: 16, color: 'inherit', label: 'Procesando' }) } },
  },
};

export const publicThemes = themesByMode(overrides);
