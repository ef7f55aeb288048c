// The spec's constants (§9), in one place; each has a test.

export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const RELOAD_GUARD_WINDOW_MS = 10_000;

export const TOAST_LIMIT = 5;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 200;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_SWIPE_DIRECTION = 'right' as const;
export const TOAST_HOTKEY = 'F8';
export const TOAST_GAP_PX = 16;
export const TOAST_TYPES = ['foreground', 'background'] as const;

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const PROGRESS_DEFAULT_MAX = 100;

export const BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536, '2xl': 1536 } as const;

export const IMAGE_DENSITIES = [1, 2] as const;
export const IMAGE_DEFAULT_FORMAT = 'webp';

export const AVATAR_SIZES = { '3xs': 16, '2xs': 20, xs: 24, sm: 28, md: 32, lg: 36, xl: 40, '2xl': 44, '3xl': 48 } as const;
export type AvatarSize = keyof typeof AVATAR_SIZES;
export const AVATAR_DEFAULT_SIZE: AvatarSize = 'md';

export const COLOR_MODE_KEY = 'color_mode';
export const COLOR_MODES = ['light', 'dark', 'system'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

export const ICON_FETCH_TIMEOUT_MS = 1500;
