import { ACTIONS, AREAS } from '../../../shared/permissions';
import type { Permiso } from '../../../shared/schemas/permisos';

export interface RecursoRow {
  recurso: string;
  /** The four standard actions, by name; missing ones have no permission. */
  actions: Partial<Record<string, Permiso>>;
  /** Actions outside ver/crear/editar/eliminar that staff defined (egresados.exportar). */
  others: Permiso[];
  all: Permiso[];
}

export interface AreaGroup {
  area: string;
  rows: RecursoRow[];
}

const STANDARD = new Set<string>(ACTIONS);

function areaRank(area: string): number {
  const index = (AREAS as readonly string[]).indexOf(area);
  return index === -1 ? AREAS.length : index;
}

/** Permissions as a matrix: one section per area (catalog order), one row per resource, one column per action. */
export function groupPermisos(permisos: Permiso[]): AreaGroup[] {
  const byArea = new Map<string, Map<string, RecursoRow>>();
  for (const permiso of permisos) {
    const rows = byArea.get(permiso.area) ?? new Map<string, RecursoRow>();
    byArea.set(permiso.area, rows);
    const row = rows.get(permiso.recurso) ?? { recurso: permiso.recurso, actions: {}, others: [], all: [] };
    rows.set(permiso.recurso, row);
    if (STANDARD.has(permiso.accion)) row.actions[permiso.accion] = permiso;
    else row.others.push(permiso);
    row.all.push(permiso);
  }
  return [...byArea.entries()]
    .sort(([a], [b]) => areaRank(a) - areaRank(b) || a.localeCompare(b, 'es'))
    .map(([area, rows]) => ({
      area,
      rows: [...rows.values()]
        .sort((a, b) => a.recurso.localeCompare(b.recurso, 'es'))
        .map((row) => ({ ...row, others: row.others.sort((a, b) => a.accion.localeCompare(b.accion, 'es')) })),
    }));
}
