import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { NivelCatalogo } from '../../../egresados/api/catalogo';

interface Props {
  id: string;
  niveles: NivelCatalogo[];
  value: number[];
  onChange: (ids: number[]) => void;
  onBlur?: () => void;
  error?: string;
  /** Only these program ids may be chosen (a vacancy's careers come from its program). */
  limitar?: number[];
  helperText?: string;
}

interface Opcion {
  id: number;
  nombre: string;
  nivel: string;
}

/** Several careers of the catalog, grouped by level, typed to filter. */
export function CarrerasCampo({ id, niveles, value, onChange, onBlur, error, limitar, helperText }: Props) {
  const opciones: Opcion[] = niveles
    .flatMap((n) => n.programas.map((p) => ({ id: p.id, nombre: p.nombre, nivel: n.nombre })))
    .filter((o) => !limitar || limitar.includes(o.id));
  const elegidas = value.map((v) => opciones.find((o) => o.id === v) ?? { id: v, nombre: `Programa ${v}`, nivel: '' });
  return (
    <Autocomplete
      id={id}
      multiple
      options={opciones}
      groupBy={(o) => o.nivel}
      getOptionLabel={(o) => o.nombre}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      value={elegidas}
      onChange={(_, nuevas) => onChange(nuevas.map((o) => o.id))}
      onBlur={onBlur}
      noOptionsText="Ninguna carrera coincide"
      renderInput={(params) => <TextField {...params} label="Carreras" required error={!!error} helperText={error ?? helperText ?? 'Escriba para filtrar; puede elegir varias.'} />}
    />
  );
}
