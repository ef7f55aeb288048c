import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { BooleanInput, ReferenceInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { egresadoInputSchema } from '../../../shared/schemas/egresados';
import { zodValidator } from '../common/zodValidator';
import { R } from '../resourceNames';
import { FechaInput } from '../common/FechaInput';
import { entidadChoices, sexoChoices, situacionChoices } from './choices';

const f = (field: string) => `resources.egresados.fields.${field}`;

/** The same rules the server applies (the shared schema), with its Spanish messages next to each field. */
export const validateEgresado = zodValidator(egresadoInputSchema);

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {translate(title)}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, rowGap: 1, '& > *': { minWidth: 0 } }}>{children}</Box>
    </Box>
  );
};

/** Programs of the chosen level; changing the level clears a program that belonged to another one. */
const NivelPrograma = () => {
  const nivelId = useWatch({ name: 'nivelId' });
  const { setValue } = useFormContext();
  return (
    <>
      <ReferenceInput source="nivelId" reference={R.egresados.niveles} sort={{ field: 'orden', order: 'ASC' }} filter={{ activo: true }} perPage={100}>
        <SelectInput label={f('nivelId')} optionText="nombre" onChange={() => setValue('programaId', null, { shouldDirty: true })} />
      </ReferenceInput>
      <ReferenceInput
        source="programaId"
        reference={R.egresados.programas}
        sort={{ field: 'nombre', order: 'ASC' }}
        filter={nivelId ? { nivelId, activo: true } : { activo: true }}
        perPage={500}
      >
        <SelectInput label={f('programaId')} optionText={(p: { clave: string; nombre: string }) => `${p.nombre} (${p.clave})`} isRequired helperText="resources.egresados.helpers.programaId" />
      </ReferenceInput>
    </>
  );
};

/** The fields of a graduate record; create and edit share them so the two forms never drift apart. */
export const EgresadoInputs = () => (
  <Box sx={{ width: '100%', maxWidth: 880 }}>
    <Section title="resources.egresados.sections.personales">
      <TextInput source="matricula" label={f('matricula')} isRequired />
      <TextInput source="curp" label={f('curp')} helperText="resources.egresados.helpers.curp" inputProps={{ maxLength: 18, style: { textTransform: 'uppercase' } }} />
      <TextInput source="nombre" label={f('nombre')} isRequired />
      <TextInput source="apellidoPaterno" label={f('apellidoPaterno')} isRequired />
      <TextInput source="apellidoMaterno" label={f('apellidoMaterno')} />
      <SelectInput source="sexo" label={f('sexo')} choices={sexoChoices} translateChoice={false} emptyText="" />
      <FechaInput source="fechaNacimiento" label={f('fechaNacimiento')} />
      <SelectInput source="entidadFederativa" label={f('entidadFederativa')} choices={entidadChoices} translateChoice={false} emptyText="" />
    </Section>
    <Section title="resources.egresados.sections.contacto">
      {/* Older cohorts often have no address on file: the telephone is then required (the shared schema says so). */}
      <TextInput source="correo" label={f('correo')} type="email" helperText="resources.egresados.helpers.correo" />
      <TextInput source="telefono" label={f('telefono')} type="tel" helperText="resources.egresados.helpers.telefono" />
    </Section>
    <Section title="resources.egresados.sections.academicos">
      <NivelPrograma />
      <TextInput source="anioEgreso" label={f('anioEgreso')} isRequired type="number" inputProps={{ min: 1950, step: 1, inputMode: 'numeric' }} parse={(v: string) => (v === '' ? null : Number(v))} />
      <FechaInput source="fechaEgreso" label={f('fechaEgreso')} />
      <BooleanInput source="titulado" label={f('titulado')} />
      <FechaInput source="fechaTitulacion" label={f('fechaTitulacion')} />
    </Section>
    <Section title="resources.egresados.sections.laborales">
      <SelectInput source="situacionLaboral" label={f('situacionLaboral')} choices={situacionChoices} translateChoice={false} emptyText="" />
      <TextInput source="empresa" label={f('empresa')} />
      <TextInput source="puesto" label={f('puesto')} />
    </Section>
  </Box>
);
