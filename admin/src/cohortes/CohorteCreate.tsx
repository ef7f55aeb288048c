import { Create, SimpleForm } from 'react-admin';
import { CohorteInputs, validateCohorte } from './CohorteInputs';

// Back to the list: the office usually captures several years in a row. A repeated program and year is a 422 on its field.
export const CohorteCreate = () => (
  <Create redirect="list">
    <SimpleForm validate={validateCohorte}>
      <CohorteInputs />
    </SimpleForm>
  </Create>
);
