import { Typography } from '@mui/material';
import { useGetMany, useTranslate } from 'react-admin';
import { ORIGENES, SITUACIONES_LABORALES } from '../../../shared/egresados/valores';
import type { EgresadoFiltro } from '../../../shared/schemas/egresados';
import { R } from '../resourceNames';

const lista = <T,>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const nombres = (ids: (string | number)[], rows: { id: string | number; nombre?: string }[] | undefined) =>
  ids.map((id) => rows?.find((row) => row.id === id)?.nombre ?? `#${id}`).join(', ');

/** The audience filter in words: «Egresados: nivel: Licenciatura, egreso en 2021, titulados». */
export const FiltroResumen = ({ filtro }: { filtro: EgresadoFiltro }) => {
  const translate = useTranslate();
  const niveles = lista(filtro.nivelId);
  const programas = lista(filtro.programaId);
  const { data: nivelRows } = useGetMany(R.egresados.niveles, { ids: niveles }, { enabled: niveles.length > 0 });
  const { data: programaRows } = useGetMany(R.egresados.programas, { ids: programas }, { enabled: programas.length > 0 });
  const t = (key: string, v?: string) => translate(`app.campanas.filtro.${key}`, { v });

  const partes = [
    niveles.length ? t('nivel', nombres(niveles, nivelRows)) : null,
    programas.length ? t('programa', nombres(programas, programaRows)) : null,
    lista(filtro.anioEgreso).length ? t('anio', lista(filtro.anioEgreso).join(', ')) : null,
    filtro.titulado === undefined ? null : t(filtro.titulado ? 'titulado' : 'no_titulado'),
    lista(filtro.situacionLaboral).length
      ? t('situacion', lista(filtro.situacionLaboral).map((s) => SITUACIONES_LABORALES[s as keyof typeof SITUACIONES_LABORALES] ?? s).join(', '))
      : null,
    filtro.verificado === undefined ? null : t(filtro.verificado ? 'verificado' : 'no_verificado'),
    lista(filtro.origen).length ? t('origen', lista(filtro.origen).map((o) => ORIGENES[o as keyof typeof ORIGENES] ?? o).join(', ')) : null,
    filtro.q ? t('q', filtro.q) : null,
  ].filter(Boolean);

  return <Typography>{partes.length ? `${translate('resources.egresados.name', { smart_count: 2 })}: ${partes.join(', ')}` : t('todos')}</Typography>;
};
