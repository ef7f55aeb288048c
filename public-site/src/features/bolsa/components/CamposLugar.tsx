import { useId, useState } from 'react';
import { ENTIDADES_FEDERATIVAS } from '../../../../../shared/egresados/valores';
import { useMunicipios } from '../api/catalogos';
import { Campo } from './Campo';

/** Entidad and municipio: the municipios of the chosen entidad are suggested, any other may be typed. */
export function CamposLugar({ errores, entidad: inicial = '', municipio }: { errores: Record<string, string>; entidad?: string; municipio?: string }) {
  const [entidad, setEntidad] = useState(inicial);
  const municipios = useMunicipios(entidad);
  const lista = useId();
  return (
    <>
      <Campo nombre="entidad" etiqueta="Entidad federativa" errores={errores}>
        {(p) => (
          <select {...p} name="entidad" required value={entidad} onChange={(e) => setEntidad(e.target.value)}>
            <option value="">Seleccione…</option>
            {Object.entries(ENTIDADES_FEDERATIVAS).map(([k, n]) => <option key={k} value={k}>{n}</option>)}
          </select>
        )}
      </Campo>
      <Campo nombre="municipio" etiqueta="Municipio" errores={errores}>{(p) => <input {...p} name="municipio" required list={lista} maxLength={120} defaultValue={municipio} />}</Campo>
      <datalist id={lista}>{municipios.map((m) => <option key={m} value={m} />)}</datalist>
    </>
  );
}
