// The registration's messages, shared by the server and the public site without zod (a public page that imports them
// from shared/schemas/registro downloads zod with them).

/** One answer for every registration, new or not, so nobody learns which matrículas or correos exist. */
export const REGISTRO_RECIBIDO =
  'Recibimos su registro. En unos minutos le llegará un correo con un enlace para confirmar su dirección; síganlo para completar el registro.';

export const REENVIO_SOLICITADO =
  'Si hay un registro pendiente de confirmar con ese correo, le enviamos un enlace nuevo. Revise también su carpeta de correo no deseado.';

export const ENLACE_ACTUALIZACION_SOLICITADO =
  'Si el correo pertenece a un egresado registrado, le enviamos un enlace para revisar y actualizar sus datos.';

export const ACTUALIZACION_ENLACE_INVALIDO =
  'El enlace para actualizar sus datos no es válido o ya venció. Solicite uno nuevo con su correo.';

export const CORREO_EN_OTRO_EXPEDIENTE =
  'Este correo ya está registrado en otro expediente; comuníquese con la oficina de egresados';
export const CURP_EN_OTRO_EXPEDIENTE =
  'Esta CURP ya está registrada en otro expediente; comuníquese con la oficina de egresados';
