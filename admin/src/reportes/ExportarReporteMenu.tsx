import DownloadIcon from '@mui/icons-material/Download';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate, type HttpError } from 'react-admin';
import { FORMATOS_REPORTE, type FormatoReporte } from '../../../shared/schemas/reportes';
import type { AdminDataProvider } from '../providers/dataProvider';
import type { ReporteParams } from './useReporteParams';

/** Exports what is on screen: the same dimension, grouping and filter, through a short-lived same-origin link. */
export const ExportarReporteMenu = ({ params, disabled }: { params: ReporteParams; disabled: boolean }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);

  const exportar = async (formato: FormatoReporte) => {
    setAnchor(null);
    setBusy(true);
    try {
      const { url } = await dataProvider.exportarReporte({ formato, dimension: params.dimension, agrupar: params.agrupar, filter: params.filter });
      window.location.assign(url);
    } catch (error) {
      notify((error as HttpError).message || 'app.reportes.exportar.error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={busy || disabled}
        aria-haspopup="menu"
        aria-controls={anchor ? 'reporte-exportar' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
      >
        {translate('app.reportes.exportar.label')}
      </Button>
      <Menu id="reporte-exportar" anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {FORMATOS_REPORTE.map((formato) => (
          <MenuItem key={formato} onClick={() => exportar(formato)}>
            {translate(`app.reportes.exportar.${formato}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
