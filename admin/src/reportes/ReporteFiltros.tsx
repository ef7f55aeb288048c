import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { Box, Button } from '@mui/material';
import { useEffect, useState } from 'react';
import { Form, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { EgresadoFiltro } from '../../../shared/schemas/egresados';
import { egresadoFilters } from '../egresados/filtros';
import { limpiarFiltro } from './useReporteParams';

// The egresados list's own inputs, so the report filters exactly what the list filters (the search box aside).
const filtros = egresadoFilters.filter((input) => input.key !== 'q');
const VACIO = Object.fromEntries(filtros.map((input) => [String(input.key), null]));

interface Props {
  filtro: EgresadoFiltro;
  onChange: (filtro: EgresadoFiltro) => void;
}

/** Waits for the user to stop typing (a year is four keystrokes) before the report follows. */
const Seguir = ({ filtro, onChange }: Props) => {
  const valores = useWatch();
  const texto = JSON.stringify(limpiarFiltro(valores));
  const actual = JSON.stringify(filtro);
  useEffect(() => {
    if (texto === actual) return;
    const espera = setTimeout(() => onChange(JSON.parse(texto) as EgresadoFiltro), 350);
    return () => clearTimeout(espera);
  }, [texto, actual, onChange]);
  return null;
};

const QuitarFiltros = ({ activo }: { activo: boolean }) => {
  const translate = useTranslate();
  const { reset } = useFormContext();
  return (
    <Button startIcon={<FilterAltOffIcon />} onClick={() => reset(VACIO)} disabled={!activo} sx={{ alignSelf: 'center' }}>
      {translate('app.reportes.quitar_filtros')}
    </Button>
  );
};

export const ReporteFiltros = ({ filtro, onChange }: Props) => {
  // Taken once: new defaults on every URL change would reset the form under a user still typing.
  const [inicial] = useState(() => ({ ...VACIO, ...filtro }));
  return (
    <Form defaultValues={inicial} onSubmit={() => undefined}>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(200px, 1fr))' } }}>
        {filtros}
        <QuitarFiltros activo={Object.keys(filtro).length > 0} />
      </Box>
      <Seguir filtro={filtro} onChange={onChange} />
    </Form>
  );
};
