import { EnlaceAccesoForm } from '../../../../components/EnlaceAccesoForm';
import { PageSection } from '../../../../components/PageSection';
import { useApiClient } from '../../../../lib/api-client';
import { pedirEnlace } from '../api';

/** /egresados/acceso: a graduate asks for a one-time link to «Mi espacio» at the address on their record. */
export function AccesoPage() {
  const client = useApiClient();
  return (
    <PageSection
      title="Entrar a Mi espacio de egresado"
      description="No necesita contraseña: le enviamos un enlace de un solo uso al correo de su registro de egresado."
      maxWidth="sm"
    >
      <EnlaceAccesoForm
        pedir={(correo) => pedirEnlace(client, correo)}
        ayuda="El mismo que dio al registrarse como egresado."
        obligatorio="Escriba el correo de su registro de egresado"
      />
    </PageSection>
  );
}
