import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { etiquetaEstado, type EstadoDocumento, type EtapaRevision, type ParteDocumento } from '../../../../../../shared/servicio-social/documentos';
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

/** The PDF needs the session's token: fetched, then opened from memory. */
export function useAbrirPdf() {
  const client = useApiClient();
  return async (id: number) => {
    const response = await fetch(`${client.baseUrl}${rutaPdf(id)}`, { headers: { Authorization: `Bearer ${client.session.token ?? ''}` } });
    if (!response.ok) throw new Error('No se pudo descargar el PDF.');
    const url = URL.createObjectURL(await response.blob());
    window.open(url, '_blank', 'noopener');
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };
}
