import { themesByMode } from '../../../shared/ui/theme';

// The public site speaks to visitors in sentence case: long Spanish labels in capitals are hard to read.
const overrides = { typography: { button: { textTransform: 'none' as const, fontWeight: 600 } } };

export const publicThemes = themesByMode(overrides);
