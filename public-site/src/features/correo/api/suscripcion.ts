export { suscripcionSchema, type Suscripcion } from '../../../../../shared/schemas/suscripcion';
