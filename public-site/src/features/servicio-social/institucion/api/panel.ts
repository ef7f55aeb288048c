import type { ApiClient } from '../../../../../../shared/api/client';
import type { PanelInstitucion } from '../../../../../../shared/schemas/servicio-social';

const enCurso = new WeakMap<ApiClient, Promise<PanelInstitucion>>();

/**
 * GET /servicio-social/institucion. The portal's menu (its layout) and the page under it ask for the panel at the same
 * moment: while one request is on its way, a second caller shares it. Once it has answered, the next call asks again,
 * so a page's `reload` sees what changed.
 */
export function leerPanel(client: ApiClient): Promise<PanelInstitucion> {
  let peticion = enCurso.get(client);
  if (!peticion) {
    peticion = client.get<PanelInstitucion>('/servicio-social/institucion').finally(() => enCurso.delete(client));
    enCurso.set(client, peticion);
  }
  return peticion;
}
