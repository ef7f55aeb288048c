import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VacanteBusqueda } from '../../../../../../shared/schemas/servicio-social';
import { PageLoader } from '../../../../components/PageLoader';
import { PageSection } from '../../../../components/PageSection';
import { formErrorMessage } from '../../../../lib/form';
import { useCatalogo } from '../../../egresados/api/catalogo';
import { useQuery } from '../../comun/api/use-query';
import { useAcciones } from '../api/acciones';
import { buscar } from '../api/estudiante';
import { BusquedaFiltros } from './BusquedaFiltros';
import { POR_PAGINA, escribirBusqueda, filtroDe, leerBusqueda, type Busqueda } from './busqueda-url';
import { SolicitarDialog } from './SolicitarDialog';
import { VacanteCard } from './VacanteCard';

export function BusquedaPage() {
  const [params, setParams] = useSearchParams();
  const busqueda = leerBusqueda(params);
  const clave = escribirBusqueda(busqueda).toString();
  const catalogo = useCatalogo();
  const desde = (busqueda.pagina - 1) * POR_PAGINA;
  const resultado = useQuery((client) => buscar(client, busqueda.q, filtroDe(busqueda), busqueda.orden, desde, desde + POR_PAGINA - 1), [clave]);
  const [elegida, setElegida] = useState<VacanteBusqueda | null>(null);
  const [solicitada, setSolicitada] = useState<number | null>(null);
  const bloqueo = useAcciones()?.solicitar.motivo ?? null;

  // Any change but the page itself starts again at page 1.
  const cambiar = (cambio: Partial<Busqueda>) => setParams(escribirBusqueda({ ...busqueda, pagina: 1, ...cambio }));
  const paginas = Math.max(1, Math.ceil((resultado.data?.total ?? 0) / POR_PAGINA));

  return (
    <PageSection title="Buscar vacantes" description="Vacantes abiertas de programas aprobados por la oficina de servicio social. De inicio se muestran las compatibles con su carrera.">
      <Stack spacing={3}>
        {bloqueo ? <Alert severity="info">{bloqueo}</Alert> : null}
        <BusquedaFiltros busqueda={busqueda} niveles={catalogo.niveles} onChange={cambiar} />
        {resultado.error ? (
          <Alert severity="error" action={<Button color="inherit" onClick={resultado.reload}>Reintentar</Button>}>
            No se pudo buscar. {formErrorMessage(resultado.error)}
          </Alert>
        ) : !resultado.data ? (
          <PageLoader label="Buscando vacantes" />
        ) : (
          <>
            <Typography role="status" sx={{ fontWeight: 600 }}>
              {resultado.data.total === 0 ? 'Ninguna vacante coincide con la búsqueda.' : resultado.data.total === 1 ? '1 vacante encontrada' : `${resultado.data.total} vacantes encontradas`}
            </Typography>
            {resultado.data.total === 0 && !busqueda.carrera && (
              <Alert severity="info" action={<Button color="inherit" onClick={() => cambiar({ carrera: 'todas' })}>Ver todas</Button>}>
                Solo se muestran las vacantes para su carrera. Pruebe con todas las carreras.
              </Alert>
            )}
            <Stack component="section" aria-label="Resultados" spacing={2}>
              {resultado.data.vacantes.map((v) => (
                <VacanteCard key={v.id} vacante={v} bloqueo={bloqueo} recienSolicitada={v.id === solicitada} onSolicitar={() => setElegida(v)} />
              ))}
            </Stack>
            {paginas > 1 && (
              <Pagination
                count={paginas}
                page={Math.min(busqueda.pagina, paginas)}
                onChange={(_, pagina) => setParams(escribirBusqueda({ ...busqueda, pagina }))}
                getItemAriaLabel={(type, page) => (type === 'page' ? `Página ${page}` : type === 'next' ? 'Página siguiente' : type === 'previous' ? 'Página anterior' : `Ir a ${type}`)}
                sx={{ alignSelf: 'center' }}
              />
            )}
          </>
        )}
      </Stack>
      <SolicitarDialog
        vacante={elegida}
        onClose={() => setElegida(null)}
        onDone={() => {
          setSolicitada(elegida?.id ?? null);
          setElegida(null);
          resultado.reload();
        }}
      />
    </PageSection>
  );
}
