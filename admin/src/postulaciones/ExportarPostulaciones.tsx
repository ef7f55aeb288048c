import DownloadIcon from '@mui/icons-material/Download';
import { Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { Button, useDataProvider, useListContext, useNotify, useStore, useTranslate, type HttpError } from 'react-admin';
import { COLUMNAS_POSTULACION, type ColumnaPostulacion } from '../../../shared/schemas/postulaciones';
import type { AdminDataProvider } from '../providers/dataProvider';

const TODAS = Object.keys(COLUMNAS_POSTULACION) as ColumnaPostulacion[];
const e = (key: string) => `app.postulaciones.exportar.${key}`;

/** CSV or XLSX of the list's filter with the columns shown on screen (the server makes it formula-safe). */
export const ExportarPostulaciones = ({ storeKey }: { storeKey: string }) => {
  const { filterValues, total } = useListContext();
  const [ocultas] = useStore<string[]>(`${storeKey}.datatable.hiddenColumns`, []);
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const exportar = async (formato: 'csv' | 'xlsx') => {
    setAnchor(null);
    try {
      const columnas = TODAS.filter((c) => !ocultas.includes(c));
      window.location.assign(await dataProvider.exportarPostulaciones({ formato, filter: filterValues, columnas: columnas.length ? columnas : TODAS }));
    } catch (error) {
      notify((error as HttpError).message || e('error'), { type: 'error' });
    }
  };

  return (
    <>
      <Button label={e('label')} onClick={(ev) => setAnchor(ev.currentTarget)} disabled={total === 0} aria-haspopup="menu" aria-expanded={anchor ? 'true' : undefined}>
        <DownloadIcon />
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => exportar('csv')}>{translate(e('csv'))}</MenuItem>
        <MenuItem onClick={() => exportar('xlsx')}>{translate(e('xlsx'))}</MenuItem>
      </Menu>
    </>
  );
};
