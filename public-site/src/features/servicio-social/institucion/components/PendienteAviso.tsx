import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { InstitucionSs } from '../../../../../../shared/schemas/servicio-social';

/** What a pending or rejected institution sees first, and what it can do meanwhile. */
export function PendienteAviso({ institucion }: { institucion: InstitucionSs }) {
  if (institucion.estado === 'aprobada') return null;
  if (institucion.estado === 'rechazada') {
    return (
      <Alert severity="error">
        <AlertTitle>Registro rechazado</AlertTitle>
        {institucion.motivoRechazo ?? 'La oficina de servicio social rechazó el registro.'} Corrija los datos en su perfil para pedir una nueva revisión, o
        comuníquese con la oficina.
      </Alert>
    );
  }
  return (
    <Alert severity="warning">
      <AlertTitle>Institución pendiente de validación</AlertTitle>
      La oficina de servicio social está revisando los datos de su institución. Mientras tanto puede completar su perfil; podrá invitar a
      sus colegas, registrar programas y publicar vacantes en cuanto la validen. Le avisaremos por correo.
    </Alert>
  );
}
