import DownloadIcon from '@mui/icons-material/Download';
import { Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { Button, useDataProvider, useListContext, useNotify, useTranslate, type HttpError } from 'react-admin';
import type { AdminDataProvider, ExportRequest } from '../providers/dataProvider';

/**
 * The server streams the export of the list's current filter and sort (100,000 rows never pass through
 * the browser's memory): ask for a short-lived link, then let the browser download it.
 */
export const ExportMenu = () => {
  const { filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);

  const exportar = async (formato: ExportRequest['formato']) => {
    setAnchor(null);
    setBusy(true);
    try {
      const { url } = await dataProvider.exportarEgresados({ formato, filter: filterValues, sort: sort as ExportRequest['sort'] });
      window.location.assign(url);
    } catch (error) {
      notify((error as HttpError).message || 'resources.egresados.exportar.error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        label="resources.egresados.exportar.label"
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={busy || total === 0}
        aria-haspopup="menu"
        aria-controls={anchor ? 'egresados-exportar' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
      >
        <DownloadIcon />
      </Button>
      <Menu id="egresados-exportar" anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <ExportItem formato="csv" onClick={exportar} />
        <ExportItem formato="xlsx" onClick={exportar} />
      </Menu>
    </>
  );
};

const ExportItem = ({ formato, onClick }: { formato: ExportRequest['formato']; onClick: (f: ExportRequest['formato']) => void }) => {
  const translate = useTranslate();
  return <MenuItem onClick={() => onClick(formato)}>{translate(`resources.egresados.exportar.${formato}`)}</MenuItem>;
};
