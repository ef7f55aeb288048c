import { Link, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { FilaIndicador, Indicadores } from '../../../shared/schemas/reportes';
import { R } from '../resourceNames';
import { entero, porcentaje } from './formato';
import { TablaDesplazable } from '../common/TablaDesplazable';
import { PaginacionTabla } from './PaginacionTabla';
import { filaTotal } from './estilos';
import { usePagina } from './usePagina';

const COHORTES_CREAR = `/${R.egresados.cohortes}/create`;

/** Prefills the expected-graduates form with the row's program and year (react-admin reads `?source=`). */
const enlaceCaptura = (fila: FilaIndicador) => {
  const source = { ...(fila.programaId ? { programaId: fila.programaId } : {}), ...(fila.anioEgreso ? { anioEgreso: fila.anioEgreso } : {}) };
  return Object.keys(source).length ? `${COHORTES_CREAR}?source=${encodeURIComponent(JSON.stringify(source))}` : COHORTES_CREAR;
};

const Esperados = ({ fila, grupo, total }: { fila: FilaIndicador; grupo: string; total?: boolean }) => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: R.egresados.cohortes, action: 'create' });
  if (fila.esperados != null) return <>{entero(fila.esperados)}</>;
  if (total || !canAccess) return <>{translate('app.reportes.indicadores.sin_capturar')}</>;
  return (
    <Link component={RouterLink} to={enlaceCaptura(fila)} aria-label={translate('app.reportes.indicadores.capturar', { grupo })}>
      {translate('app.reportes.indicadores.sin_capturar')}
    </Link>
  );
};

export const TablaIndicadores = ({ indicadores }: { indicadores: Indicadores }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.reportes.indicadores.${key}`);
  const conPrograma = indicadores.agrupar !== 'cohorte';
  const conGeneracion = indicadores.agrupar !== 'programa';
  const tasa = (valor: number | null) => porcentaje(valor) ?? t('sin_dato');
  const pagina = usePagina(indicadores.filas.length);
  const agrupacion = t(`agrupaciones.${indicadores.agrupar}`).toLowerCase();

  const fila = (f: FilaIndicador, key: string, total = false) => {
    const grupo = [f.programa, f.anioEgreso].filter(Boolean).join(' ');
    return (
      <TableRow key={key} sx={total ? filaTotal : undefined}>
        {total ? (
          <TableCell component="th" scope="row" colSpan={(conPrograma ? 2 : 0) + (conGeneracion ? 1 : 0)}>
            {t('total')}
          </TableCell>
        ) : (
          <>
            {conPrograma ? (
              <>
                <TableCell component="th" scope="row">{f.programa ?? t('sin_dato')}</TableCell>
                <TableCell>{f.nivel ?? ''}</TableCell>
              </>
            ) : null}
            {conGeneracion ? <TableCell {...(conPrograma ? {} : { component: 'th', scope: 'row' })}>{f.anioEgreso ?? t('sin_dato')}</TableCell> : null}
          </>
        )}
        <TableCell align="right">
          <Esperados fila={f} grupo={grupo} total={total} />
        </TableCell>
        <TableCell align="right">{entero(f.registrados)}</TableCell>
        <TableCell align="right">{tasa(f.cobertura)}</TableCell>
        <TableCell align="right">{tasa(f.tasaTitulacion)}</TableCell>
        <TableCell align="right">{tasa(f.tasaEmpleo)}</TableCell>
        <TableCell align="right">{tasa(f.tasaVerificacion)}</TableCell>
      </TableRow>
    );
  };

  const columnas = [
    ...(conPrograma ? ['programa', 'nivel'] : []),
    ...(conGeneracion ? ['generacion'] : []),
    'esperados',
    'registrados',
    'cobertura',
    'tasa_titulacion',
    'tasa_empleo',
    'verificados',
  ];
  const numericas = new Set(['esperados', 'registrados', 'cobertura', 'tasa_titulacion', 'tasa_empleo', 'verificados']);
  return (
    <>
      <TablaDesplazable label={translate('app.reportes.indicadores.tabla', { agrupacion })}>
        <TableHead>
          <TableRow>
            {columnas.map((c) => (
              <TableCell key={c} component="th" scope="col" align={numericas.has(c) ? 'right' : 'left'}>
                {t(c)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {fila(indicadores.totales, 'total', true)}
          {indicadores.filas.slice(pagina.desde, pagina.hasta).map((f) => fila(f, `${f.programaId ?? ''}-${f.anioEgreso ?? ''}`))}
        </TableBody>
      </TablaDesplazable>
      <PaginacionTabla pagina={pagina} etiqueta={translate('app.reportes.paginacion.indicadores', { agrupacion })} />
    </>
  );
};
