import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from '../constants';
import { darkTheme, lightTheme } from './theme';

describe('breakpoints', () => {
  it('are the spec values', () => {
    expect(BREAKPOINTS).toEqual({ xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536, '2xl': 1536 });
  });

  it('both themes use them (xs starts at 0 so the narrowest screens still match)', () => {
    for (const theme of [lightTheme, darkTheme]) {
      expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 });
      expect(theme.breakpoints.up('md')).toBe('@media (min-width:768px)');
      expect(theme.breakpoints.up('xxl')).toBe('@media (min-width:1536px)');
    }
  });
});
