import { useTranslate } from 'react-admin';

/** The fields that name a record, in the order a person would recognise it by. */
const NAME_FIELDS = ['nombre', 'name', 'titulo', 'razonSocial', 'etiqueta', 'clave', 'folio', 'matricula', 'email', 'correo'];

export interface AuditLine {
  actorEmail: string | null;
  actorName?: string | null;
  accion: string;
  recurso: string;
  registroId: string | null;
  antes?: unknown;
  despues?: unknown;
}

/** The changed record's own name, read from what the entry kept of it (after the change, else before it). */
export function registroNombre(entry: Pick<AuditLine, 'antes' | 'despues'>): string | null {
  for (const state of [entry.despues, entry.antes]) {
    if (!state || typeof state !== 'object') continue;
    const fields = state as Record<string, unknown>;
    const found = NAME_FIELDS.map((field) => fields[field]).find((value) => typeof value === 'string' && value.trim());
    if (found) return String(found).trim();
  }
  return null;
}

/** «Ada Administradora creó el rol «Revisión»»: an audit entry as a sentence, never with a collection's key. */
export function useAuditSentence(): (entry: AuditLine) => string {
  const translate = useTranslate();
  return (entry) => {
    const actor = entry.actorName || entry.actorEmail || translate('resources.auditoria.diff.system');
    const nombre = registroNombre(entry);
    // A numeric id still tells two records apart; a text key (a demo's clave) says nothing to a person.
    const suffix = nombre ? ` «${nombre}»` : entry.registroId && /^\d+$/.test(entry.registroId) ? ` n.º ${entry.registroId}` : '';
    return translate('resources.auditoria.linea', {
      actor,
      verbo: translate(`resources.auditoria.verbos.${entry.accion}`, { _: translate('resources.auditoria.verbos.otro') }),
      objeto: translate(`resources.auditoria.objetos.${entry.recurso}`, { _: translate('resources.auditoria.objetos.otro') }),
      nombre: suffix,
    });
  };
}
