import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { etiquetaEstado, type EstadoDocumento, type EtapaRevision, type ParteDocumento } from '../../../../../../shared/servicio-social/documentos';
import { abrirArchivo } from '../../../../../../shared/api/enlace-archivo';
import { useApiClient } from '../../../../lib/api-client';
import { rutaPdf } from '../api/documentos';

const COLOR: Record<EstadoDocumento, 'default' | 'info' | 'warning' | 'success'> = {
  borrador: 'default', enviado: 'info', con_observaciones: 'warning', aprobado: 'success',
};

/** enPreparacion: another party's draft, shown by who prepares it (the API never sends its text). */
export function EstadoChip({ estado, etapa, enPreparacion = null }: { estado: EstadoDocumento; etapa: EtapaRevision | null; enPreparacion?: ParteDocumento | null }) {
  return <Chip size="small" color={COLOR[estado]} label={etiquetaEstado({ estado, etapa, enPreparacion })} />;
}

/** Server-sanitised HTML (the API only ever stores and returns the sanitiser's output). */
export function HtmlSeguro({ html, label }: { html: string; label?: string }) {
  return (
    <Box
      aria-label={label}
      sx={{
        '& table': { borderCollapse: 'collapse', my: 1 }, '& td, & th': { border: '1px solid', borderColor: 'divider', p: 0.5 },
        '& ins': { bgcolor: '#dcfce7', textDecoration: 'underline' }, '& del': { bgcolor: '#fee2e2' }, overflowWrap: 'anywhere',
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** The PDF opens from the server (its sandbox CSP), through a short-lived link: never as a blob: of this site. */
export function useAbrirPdf() {
  const client = useApiClient();
  return (id: number) => abrirArchivo(client, `${client.baseUrl}${rutaPdf(id)}`);
}
