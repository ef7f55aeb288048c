import { Navigate } from 'react-router-dom';
import { EGRESADOS_PATHS } from '../resourceNames';

// Apart from EgresadoCreatePage: the resource table (index.ts, in the entry) needs this without the form's code.
export const RedirectToCrear = () => <Navigate to={EGRESADOS_PATHS.crear} replace />;
