import type { Pendiente } from '../../shared/schemas/pendientes';
import { ROL_ESTUDIANTE, ROL_INSTITUCION } from '../../shared/servicio-social/valores';
import { HttpError } from '../lib/http-error';
import { estudianteDe, institucionIdDe } from '../servicio-social/comun/actor';
import type { App, AuthUser } from '../types';
import { colasPersonal, evaluacionesPendientes } from './personal';
import { pendientesEstudiante, pendientesInstitucion } from './portal';

/** Everything waiting for the caller, by the roles and permissions they hold (portal accounts hold no staff ones). */
export async function pendientesDe(app: App, user: AuthUser): Promise<Pendiente[]> {
  if (user.roles.includes(ROL_ESTUDIANTE)) {
    const estudiante = await estudianteDe(app.db, user);
    return pendientesEstudiante(app, estudiante.id, user.id);
  }
  if (user.roles.includes(ROL_INSTITUCION)) {
    // Until it is approved an institution reaches nothing but its status (institucionIdDe answers 403): nothing waits.
    const cuenta = await institucionIdDe(app.db, user).catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 403) return null;
      throw error;
    });
    return cuenta ? pendientesInstitucion(app, cuenta.institucionId, cuenta.responsable, user.id) : [];
  }
  const [jurado, colas] = await Promise.all([evaluacionesPendientes(app, user), colasPersonal(app, user)]);
  return [...jurado, ...colas];
}
