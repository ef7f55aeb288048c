import { useEffect, useState } from 'react';
import type { EvaluacionVista } from '../../../../../../shared/schemas/servicio-social-evaluaciones';
import { useQuery } from '../../comun/api/use-query';
import { Cargando } from '../../comun/components/Cargando';
import type { EvaluacionApi } from '../api/evaluaciones';
import { CuestionarioForm } from './CuestionarioForm';

/**
 * Loads one evaluation and keeps the latest answer of the server after each save or send. `onCambio` tells the page,
 * so the liberation checklist beside it can show a sent evaluation at once.
 */
export function Evaluacion({ api, clave, onCambio }: { api: EvaluacionApi; clave: string; onCambio?: (v: EvaluacionVista) => void }) {
  const consulta = useQuery(api.leer, [clave]);
  const [vista, setVista] = useState<EvaluacionVista | null>(null);
  // Only the first answer fills the form; later ones come from its own saves (onCambio). Any later fetch would
  // otherwise put the server's copy back over what the student was typing (a loaded test run caught it).
  useEffect(() => {
    if (consulta.data) setVista((actual) => actual ?? consulta.data);
  }, [consulta.data]);
  if (!vista) return <Cargando error={consulta.error} retry={consulta.reload} label="Cargando la evaluación" />;
  return (
    <CuestionarioForm
      vista={vista}
      api={api}
      onCambio={(v) => {
        setVista(v);
        onCambio?.(v);
      }}
    />
  );
}
