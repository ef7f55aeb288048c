// /bolsa-de-trabajo: the public search. Plain semantic HTML (a form, a list of articles) over the site's section, so the
// page stays light; the filters live in the URL, so a search can be shared and the back button returns to it.
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { JORNADAS, MODALIDADES } from '../../../../../shared/bolsa/valores';
import { ENTIDADES_FEDERATIVAS } from '../../../../../shared/egresados/valores';
import { AVISOS } from '../../../../../shared/privacidad';
import { PageSection } from '../../../components/PageSection';
import { useApiClient } from '../../../lib/api-client';
import { formErrorMessage } from '../../../lib/form';
import { buscarOfertas, type FiltroOfertas, type PaginaOfertas } from '../api/ofertas';
import { dia, jornada, lugar, modalidad, sueldo } from './formato';
import Box from '@mui/material/Box';
import { sx } from './estilos';
import { useAuth } from '../../../lib/auth';
import { ROL_ESTUDIANTE } from '../../../../../shared/servicio-social/roles-portal';

// A student follows their applications here (graduates do in «Mi espacio»); loaded only for them.
const MisCandidaturas = lazy(() => import('./SeccionesMiEspacio').then((m) => ({ default: m.MisCandidaturas })));

const POR_PAGINA = 20;

/** «1 oferta», «354 ofertas», or «Más de 1,000 ofertas» where the server stopped counting. */
const cuantas = ({ total, masDe }: PaginaOfertas) =>
  masDe ? `Más de ${total.toLocaleString('es-MX')} ofertas` : total === 1 ? '1 oferta' : `${total.toLocaleString('es-MX')} ofertas`;

function filtroDe(params: URLSearchParams): FiltroOfertas {
  const n = (k: string) => (params.get(k) && Number(params.get(k)) > 0 ? Number(params.get(k)) : undefined);
  return {
    q: params.get('q') || undefined,
    modalidad: params.get('modalidad') || undefined,
    jornada: params.get('jornada') || undefined,
    entidad: params.get('entidad') || undefined,
    conSueldo: params.get('conSueldo') === '1' || undefined,
    sueldoMin: n('sueldoMin'),
    programaId: n('programaId'),
  };
}

export function BusquedaOfertasPage() {
  const client = useApiClient();
  const [params, setParams] = useSearchParams();
  const [hasta, setHasta] = useState(POR_PAGINA);
  const [estado, setEstado] = useState<{ pagina: PaginaOfertas | null; error: unknown }>({ pagina: null, error: null });
  const orden = params.get('orden') === 'cierre' ? 'cierre' : 'publicadaEn';
  const clave = params.toString();

  useEffect(() => {
    let vigente = true;
    buscarOfertas(client, filtroDe(new URLSearchParams(clave)), orden, 0, hasta - 1).then(
      (pagina) => vigente && setEstado({ pagina, error: null }),
      (error: unknown) => vigente && setEstado({ pagina: null, error }),
    );
    return () => {
      vigente = false;
    };
  }, [client, clave, orden, hasta]);

  const buscar = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const datos = new FormData(event.currentTarget);
    const siguiente = new URLSearchParams();
    for (const [k, v] of datos.entries()) if (typeof v === 'string' && v.trim()) siguiente.set(k, v.trim());
    setHasta(POR_PAGINA);
    setParams(siguiente);
  };

  const { pagina, error } = estado;
  const estudiante = !!useAuth().user?.roles.includes(ROL_ESTUDIANTE);
  return (
    <PageSection
      title="Bolsa de trabajo"
      description="Ofertas de empleo de empresas verificadas por la universidad para sus egresados y estudiantes. Ninguna oferta puede pedir edad, sexo, estado civil ni apariencia."
    >
      <Box component="form" sx={sx.filtros} onSubmit={buscar} role="search" aria-label="Buscar ofertas">
        <Box component="label" sx={sx.campoAncho}>
          <span>Palabras clave</span>
          <input name="q" type="search" defaultValue={params.get('q') ?? ''} placeholder="Puesto, habilidad o ciudad" />
        </Box>
        <label>
          <span>Modalidad</span>
          <select name="modalidad" defaultValue={params.get('modalidad') ?? ''}>
            <option value="">Todas</option>
            {Object.entries(MODALIDADES).map(([k, v]) => <option key={k} value={k}>{v}</option>)}
          </select>
        </label>
        <label>
          <span>Jornada</span>
          <select name="jornada" defaultValue={params.get('jornada') ?? ''}>
            <option value="">Todas</option>
            {Object.entries(JORNADAS).map(([k, v]) => <option key={k} value={k}>{v}</option>)}
          </select>
        </label>
        <label>
          <span>Entidad</span>
          <select name="entidad" defaultValue={params.get('entidad') ?? ''}>
            <option value="">Todas</option>
            {Object.entries(ENTIDADES_FEDERATIVAS).map(([k, v]) => <option key={k} value={k}>{v}</option>)}
          </select>
        </label>
        <label>
          <span>Sueldo mensual mínimo</span>
          <input name="sueldoMin" type="number" min={0} step={500} inputMode="numeric" defaultValue={params.get('sueldoMin') ?? ''} />
        </label>
        <label>
          <span>Ordenar por</span>
          <select name="orden" defaultValue={orden}>
            <option value="publicadaEn">Más recientes</option>
            <option value="cierre">Próximas a cerrar</option>
          </select>
        </label>
        <Box component="label" sx={sx.casilla}>
          <input name="conSueldo" type="checkbox" value="1" defaultChecked={params.get('conSueldo') === '1'} />
          <span>Solo con sueldo publicado</span>
        </Box>
        <Box component="button" type="submit" sx={sx.boton}>Buscar</Box>
      </Box>

      <Box aria-live="polite" sx={sx.resumen}>
        {error ? <Box component="p" role="alert" sx={sx.error}>{formErrorMessage(error)}</Box>
          : !pagina ? <p>Buscando ofertas…</p>
          : <p>{cuantas(pagina)}</p>}
      </Box>

      {pagina && pagina.ofertas.length > 0 && (
        <Box component="ul" sx={sx.lista}>
          {pagina.ofertas.map((o) => (
            <li key={o.id}>
              <Box component="article" sx={sx.tarjeta}>
                <h2><Link to={`/bolsa-de-trabajo/oferta?id=${o.id}`}>{o.titulo}</Link></h2>
                <Box component="p" sx={sx.empresa}>{o.empleador}</Box>
                <p>{lugar(o)} · {modalidad(o.modalidad)} · {jornada(o.jornada)}</p>
                <p>
                  {o.sueldoMin !== null ? <strong>{sueldo(o)}</strong> : sueldo(o)}
                  {' · '}Cierra el {dia(o.cierre)}
                </p>
              </Box>
            </li>
          ))}
        </Box>
      )}
      {pagina && pagina.ofertas.length === 0 && <p>No hay ofertas con esos criterios. Pruebe con menos filtros.</p>}
      {pagina && pagina.ofertas.length < pagina.total && (
        <Box component="button" type="button" sx={sx.boton} onClick={() => setHasta((h) => h + POR_PAGINA)}>Ver más ofertas</Box>
      )}

      {estudiante && (
        <Box component="section" aria-labelledby="mis-candidaturas" id="candidaturas" sx={{ mt: 4 }}>
          <h2 id="mis-candidaturas">Mis candidaturas</h2>
          <Suspense fallback={<p>Cargando sus candidaturas…</p>}><MisCandidaturas /></Suspense>
        </Box>
      )}

      <Box component="footer" sx={sx.pie}>
        <p>
          ¿Su empresa busca talento? <Link to="/bolsa-de-trabajo/empleadores/registro">Registre su empresa</Link> y publique ofertas sin costo.
          {' '}<a href={AVISOS.bolsa.url}>Aviso de privacidad de la bolsa de trabajo</a>.
        </p>
      </Box>
    </PageSection>
  );
}
