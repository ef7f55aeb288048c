import type { Identifier } from 'react-admin';
import type { ApiClient } from '../../../shared/api/client';
import type {
  AsignarInput, Asignacion, CalificacionInput, CambioEstadoInput, ColumnaPostulacion, ConflictoInput, Convocatoria, CopiarConvocatoriaInput,
  EvaluacionDetalle, JuradoDisponible, PostulacionDetalle, ProgresoEvaluacion, Ranking,
} from '../../../shared/schemas/postulaciones';
import type { ConflictoDetectado, ModoRondaInput, ProgresoRonda, RankingRondaFila, Ronda, RondaInput } from '../../../shared/schemas/rondas';
import { toHttpError } from '../providers/httpError';
import { enlaceArchivo } from '../../../shared/api/enlace-archivo';

const id = (value: Identifier) => encodeURIComponent(String(value));

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw toHttpError(error);
  }
}

/** The postulaciones area's calls beyond ra-data-simple-rest, spread into the admin data provider. */
export function postulacionesMethods(client: ApiClient) {
  return {
    cambiarEstadoPostulacion: (postulacionId: Identifier, input: CambioEstadoInput) =>
      call(() => client.put<PostulacionDetalle>(`/postulaciones/${id(postulacionId)}/estado`, input)),
    /** A same-origin link that downloads the list (current filter, chosen columns) as CSV or XLSX. */
    exportarPostulaciones: async (params: { formato: 'csv' | 'xlsx'; filter: Record<string, unknown>; columnas: ColumnaPostulacion[] }) => {
      const { token } = await call(() => client.post<{ token: string }>('/postulaciones/exportar/enlace', {}));
      const q = new URLSearchParams({ formato: params.formato, filter: JSON.stringify(params.filter), columnas: params.columnas.join(','), token });
      return `/api/postulaciones/exportar?${q}`;
    },
    subirFotoPostulacion: (postulacionId: Identifier, foto: File) => {
      const form = new FormData();
      form.append('foto', foto, foto.name);
      return call(() => client.put<PostulacionDetalle>(`/postulaciones/${id(postulacionId)}/foto`, form));
    },
    copiarConvocatoria: (convocatoriaId: Identifier, input: CopiarConvocatoriaInput) =>
      call(() => client.post<Convocatoria>(`/convocatorias/${id(convocatoriaId)}/copiar`, input)),
    subirBases: (convocatoriaId: Identifier, bases: File) => {
      const form = new FormData();
      form.append('bases', bases, bases.name);
      return call(() => client.put<Convocatoria>(`/convocatorias/${id(convocatoriaId)}/bases`, form));
    },
    publicarResultados: (convocatoriaId: Identifier) => call(() => client.post<Convocatoria>(`/convocatorias/${id(convocatoriaId)}/publicar`, {})),
    juradosDisponibles: () => call(() => client.get<JuradoDisponible[]>('/jurados')),
    juradosDeCategoria: (categoriaId: Identifier) => call(() => client.get<JuradoDisponible[]>(`/categorias/${id(categoriaId)}/jurados`)),
    guardarJuradosDeCategoria: (categoriaId: Identifier, usuarioIds: number[]) =>
      call(() => client.put<JuradoDisponible[]>(`/categorias/${id(categoriaId)}/jurados`, { usuarioIds })),
    asignarJurados: (categoriaId: Identifier, input: AsignarInput) => call(() => client.post<{ asignadas: number }>(`/categorias/${id(categoriaId)}/asignar`, input)),
    asignacionesDePostulacion: (postulacionId: Identifier) => call(() => client.get<Asignacion[]>(`/postulaciones/${id(postulacionId)}/asignaciones`)),
    asignarJurado: (postulacionId: Identifier, usuarioId: number) =>
      call(() => client.post<Asignacion>(`/postulaciones/${id(postulacionId)}/asignaciones`, { usuarioId })),
    quitarAsignacion: (postulacionId: Identifier, evaluacionId: Identifier) =>
      call(() => client.delete<Asignacion>(`/postulaciones/${id(postulacionId)}/asignaciones/${id(evaluacionId)}`)),
    desbloquearEvaluacion: (evaluacionId: Identifier) => call(() => client.post<Asignacion>(`/evaluaciones/${id(evaluacionId)}/desbloquear`, {})),
    progresoEvaluacion: (convocatoriaId: Identifier) => call(() => client.get<ProgresoEvaluacion>('/evaluacion/progreso', { convocatoriaId: String(convocatoriaId) })),
    ranking: (categoriaId: Identifier, normalizar: boolean) =>
      call(() => client.get<Ranking>(`/categorias/${id(categoriaId)}/ranking`, normalizar ? { normalizar: 'true' } : undefined)),
    exportarRanking: async (categoriaId: Identifier, formato: 'xlsx' | 'pdf', normalizar: boolean) => {
      const { token } = await call(() => client.post<{ token: string }>('/ranking/enlace', {}));
      const q = new URLSearchParams({ formato, token, ...(normalizar ? { normalizar: 'true' } : {}) });
      return `/api/categorias/${id(categoriaId)}/ranking/exportar?${q}`;
    },
    guardarEvaluacion: (evaluacionId: Identifier, input: CalificacionInput) => call(() => client.put<EvaluacionDetalle>(`/evaluaciones/${id(evaluacionId)}`, input)),
    enviarEvaluacion: (evaluacionId: Identifier, input: CalificacionInput) => call(() => client.post<EvaluacionDetalle>(`/evaluaciones/${id(evaluacionId)}/enviar`, input)),
    // ── Rounds (issue 33) ──
    rondas: (categoriaId: Identifier) => call(() => client.get<Ronda[]>(`/categorias/${id(categoriaId)}/rondas`)),
    crearRonda: (categoriaId: Identifier, input: RondaInput) => call(() => client.post<Ronda>(`/categorias/${id(categoriaId)}/rondas`, input)),
    cambiarModoRonda: (rondaId: Identifier, input: ModoRondaInput) => call(() => client.put<Ronda>(`/rondas/${id(rondaId)}/modo`, input)),
    juradosDeRonda: (rondaId: Identifier) => call(() => client.get<JuradoDisponible[]>(`/rondas/${id(rondaId)}/jurados`)),
    guardarJuradosDeRonda: (rondaId: Identifier, usuarioIds: number[]) => call(() => client.put<JuradoDisponible[]>(`/rondas/${id(rondaId)}/jurados`, { usuarioIds })),
    asignarRonda: (rondaId: Identifier, input: { modo: 'todos' | 'n'; n?: number }) =>
      call(() => client.post<{ asignadas: number; omitidasPorConflicto: number }>(`/rondas/${id(rondaId)}/asignar`, input)),
    progresoDeRonda: (rondaId: Identifier) => call(() => client.get<ProgresoRonda>(`/rondas/${id(rondaId)}/progreso`)),
    recordarRonda: (rondaId: Identifier) => call(() => client.post<{ enviados: number }>(`/rondas/${id(rondaId)}/recordatorio`, {})),
    rankingDeRonda: (rondaId: Identifier) => call(() => client.get<RankingRondaFila[]>(`/rondas/${id(rondaId)}/ranking`)),
    conflictosDeRonda: (rondaId: Identifier) => call(() => client.get<ConflictoDetectado[]>(`/rondas/${id(rondaId)}/conflictos`)),
    asignarConMotivo: (postulacionId: Identifier, input: { usuarioId: number; rondaId: number; motivoConflicto: string }) =>
      call(() => client.post<Asignacion>(`/postulaciones/${id(postulacionId)}/asignaciones`, input)),
    promover: (rondaId: Identifier, input: { postulacionIds?: number[]; mejores?: number; minimo?: number; forzar?: boolean }) =>
      call(() => client.post<{ promovidas: number }>(`/rondas/${id(rondaId)}/promover`, input)),
    ordenarRonda: (rondaId: Identifier, postulacionIds: number[]) => call(() => client.put<{ enviadas: number }>(`/rondas/${id(rondaId)}/orden`, { postulacionIds })),
    abstenerse: (evaluacionId: Identifier, motivo: string) => call(() => client.post<EvaluacionDetalle>(`/evaluaciones/${id(evaluacionId)}/abstener`, { motivo })),
    declararConflicto: (evaluacionId: Identifier, input: ConflictoInput) => call(() => client.post<{ message: string }>(`/evaluaciones/${id(evaluacionId)}/conflicto`, input)),
    /** The winner's certificate PDF as an object URL (the server's Spanish message when it refuses). */
    constanciaPostulacion: async (postulacionId: Identifier) => {
      const response = await fetch(`/api/postulaciones/${id(postulacionId)}/constancia`, {
        headers: client.session.token ? { Authorization: `Bearer ${client.session.token}` } : {},
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { message?: string };
        throw new Error(body.message ?? 'No se pudo generar la constancia');
      }
      return URL.createObjectURL(await response.blob());
    },
    /** A protected file's short-lived link, opened in a new tab: PDFs never become a blob: of this site (issue 19). */
    enlaceArchivo: (url: string) => enlaceArchivo(client, url),
    /** A protected image as an object URL (the API wants the bearer token, which an <img> cannot send). */
    archivoProtegido: async (url: string) => {
      const response = await fetch(url, { headers: client.session.token ? { Authorization: `Bearer ${client.session.token}` } : {} });
      if (!response.ok) throw toHttpError(new Error(String(response.status)));
      return URL.createObjectURL(await response.blob());
    },
  };
}

export type PostulacionesMethods = ReturnType<typeof postulacionesMethods>;
