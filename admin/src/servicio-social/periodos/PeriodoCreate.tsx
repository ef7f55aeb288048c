import { Create, SimpleForm } from 'react-admin';
import { SERVICIO_SOCIAL_PATHS } from '../../resourceNames';
import { PeriodoInputs, validatePeriodo } from './PeriodoInputs';

export const PeriodoCreate = () => (
  <Create redirect={() => SERVICIO_SOCIAL_PATHS.ajustes.slice(1)}>
    <SimpleForm defaultValues={{ activo: true }} validate={validatePeriodo}>
      <PeriodoInputs />
    </SimpleForm>
  </Create>
);
