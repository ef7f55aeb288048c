import { AccessDenied, CanAccess, ResourceContextProvider } from 'react-admin';
import { R } from '../resourceNames';
import { EgresadoCreate } from './EgresadoCreate';

/** /egresados/crear: the create view of the egresados resource, for administrators only (ADMIN_ONLY). */
export const EgresadoCreatePage = () => (
  <ResourceContextProvider value={R.egresados.egresados}>
    <CanAccess resource={R.egresados.egresados} action="create" accessDenied={<AccessDenied />}>
      <EgresadoCreate />
    </CanAccess>
  </ResourceContextProvider>
);
