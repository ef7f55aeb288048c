import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** The charts' own messages (loading, no data) in Spanish. */
export const LocalizarGraficas = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <ChartsLocalizationProvider localeText={{ loading: translate('ra.page.loading'), noData: translate('app.tablero.sin_datos') }}>
      {children}
    </ChartsLocalizationProvider>
  );
};
