import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { COLOR_MODES, COLOR_MODE_KEY, type ColorMode } from '../constants';

export type ResolvedColorMode = 'light' | 'dark';

interface ColorModeState {
  /** What the user chose: light, dark or system. */
  mode: ColorMode;
  /** What is shown: system resolved through prefers-color-scheme. */
  resolvedMode: ResolvedColorMode;
  setMode: (mode: ColorMode) => void;
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

function safeStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage disabled by the browser's privacy settings
  }
}

export function readStoredColorMode(storage: Storage | undefined = safeStorage()): ColorMode {
  const stored = storage?.getItem(COLOR_MODE_KEY);
  return (COLOR_MODES as readonly string[]).includes(stored ?? '') ? (stored as ColorMode) : 'system';
}

function subscribeToSystem(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

export function resolveColorMode(mode: ColorMode, prefersDark: boolean): ResolvedColorMode {
  if (mode === 'system') return prefersDark ? 'dark' : 'light';
  return mode;
}

const ColorModeContext = createContext<ColorModeState | null>(null);

export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ColorMode>(() => readStoredColorMode());
  const prefersDark = useSyncExternalStore(subscribeToSystem, systemPrefersDark, () => false);

  const setMode = useCallback((next: ColorMode) => {
    if (!(COLOR_MODES as readonly string[]).includes(next)) throw new TypeError(`Modo de color no válido: ${String(next)}`);
    safeStorage()?.setItem(COLOR_MODE_KEY, next);
    setModeState(next);
  }, []);

  // Another tab changed the choice: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === COLOR_MODE_KEY) setModeState(readStoredColorMode());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const value = useMemo(() => ({ mode, resolvedMode: resolveColorMode(mode, prefersDark), setMode }), [mode, prefersDark, setMode]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeState {
  const state = useContext(ColorModeContext);
  if (!state) throw new Error('useColorMode() debe usarse dentro de <AppThemeProvider>.');
  return state;
}
