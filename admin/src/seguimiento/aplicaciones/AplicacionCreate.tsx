import { Create, SimpleForm } from 'react-admin';
import { AplicacionInputs, aPeticion } from './AplicacionInputs';

const enDias = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

export const AplicacionCreate = () => (
  <Create redirect="show" transform={aPeticion}>
    <SimpleForm defaultValues={() => ({ apertura: enDias(0), cierre: enDias(30), recordatorios: { cadaDias: 7, maximo: 2 }, poblacion: {} })}>
      <AplicacionInputs />
    </SimpleForm>
  </Create>
);
