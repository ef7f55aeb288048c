import { DateTimeInput, NumberInput, ReferenceArrayInput, ReferenceInput, SelectInput, AutocompleteArrayInput, TextInput, required } from 'react-admin';
import { PRESETS_EGRESO } from '../../../../shared/schemas/seguimiento';
import { R } from '../../resourceNames';
import { fa, listaNumeros, ts } from '../textos';

const titulados = [
  { id: 'todos', name: ts('titulados.todos') },
  { id: 'si', name: ts('titulados.si') },
  { id: 'no', name: ts('titulados.no') },
];
const presets = [{ id: 0, name: ts('presets.ninguno') }, ...PRESETS_EGRESO.map((m) => ({ id: m, name: ts(`presets.${m}`) }))];

/** The wave: questionnaire, population (programs, generaciones, titulación), dates, reminders and the relative preset. */
export const AplicacionInputs = () => (
  <>
    <TextInput source="nombre" label={fa('nombre')} validate={required()} fullWidth />
    <ReferenceInput source="cuestionarioId" reference={R.egresados.cuestionarios} sort={{ field: 'id', order: 'ASC' }}>
      <SelectInput label={fa('cuestionarioId')} optionText={(c: { nombre: string; version: number }) => `${c.nombre} (v${c.version})`} validate={required()} />
    </ReferenceInput>
    <ReferenceArrayInput source="poblacion.programaIds" reference={R.egresados.programas} sort={{ field: 'nombre', order: 'ASC' }} perPage={200}>
      <AutocompleteArrayInput label={fa('poblacion.programaIds')} optionText="nombre" />
    </ReferenceArrayInput>
    <TextInput source="poblacion.generaciones" label={fa('poblacion.generaciones')} helperText={fa('poblacion.generacionesAyuda')} {...listaNumeros} />
    <SelectInput
      source="poblacion.titulados"
      label={fa('poblacion.titulados')}
      choices={titulados}
      format={(v: boolean | null | undefined) => (v === true ? 'si' : v === false ? 'no' : 'todos')}
      parse={(v: string) => (v === 'si' ? true : v === 'no' ? false : null)}
    />
    <DateTimeInput source="apertura" label={fa('apertura')} validate={required()} />
    <DateTimeInput source="cierre" label={fa('cierre')} validate={required()} />
    <NumberInput source="recordatorios.cadaDias" label={fa('recordatorios.cadaDias')} min={1} max={90} />
    <NumberInput source="recordatorios.maximo" label={fa('recordatorios.maximo')} min={0} max={10} />
    <SelectInput source="mesesDesdeEgreso" label={fa('mesesDesdeEgreso')} choices={presets} format={(v: number | null) => v ?? 0} parse={(v: number) => (Number(v) ? Number(v) : null)} />
  </>
);

/** ISO date-times as the API takes them. */
export function aPeticion(data: Record<string, unknown>) {
  const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : v);
  return { ...data, apertura: iso(data.apertura), cierre: iso(data.cierre) };
}
