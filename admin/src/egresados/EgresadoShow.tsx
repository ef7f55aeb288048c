import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { EditButton, FunctionField, Labeled, Show, TextField, TopToolbar, useTranslate } from 'react-admin';
import type { Egresado } from '../../../shared/schemas/egresados';
import { ENTIDADES_FEDERATIVAS, ORIGENES, SEXOS, SITUACIONES_LABORALES } from '../../../shared/egresados/valores';
import { AvisoBloqueado } from '../common/AvisoBloqueado';
import { DateText } from '../common/DateText';
import { label } from './choices';
import { EgresadoDeleteButton } from './EgresadoDeleteButton';
import { fechaTexto } from './fechas';
import { HistorialButton } from './HistorialButton';
import { ServicioSocialSection } from './ServicioSocialSection';
import { SeguimientoSection } from '../seguimiento/SeguimientoSection';
import { VerificadoChip } from './VerificadoChip';

const f = (field: string) => `resources.egresados.fields.${field}`;

const Actions = () => (
  <TopToolbar>
    <HistorialButton />
    <EditButton />
    <EgresadoDeleteButton />
  </TopToolbar>
);

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 1, '& > *': { minWidth: 0, overflowWrap: 'anywhere' } }}>{children}</Box>
    </Box>
  );
};

const Text = ({ source }: { source: keyof Egresado }) => (
  <Labeled label={f(source)}>
    <TextField source={source} emptyText="—" />
  </Labeled>
);

const Fecha = ({ source }: { source: 'fechaNacimiento' | 'fechaEgreso' | 'fechaTitulacion' }) => (
  <Labeled label={f(source)}>
    <FunctionField<Egresado> source={source} render={(r) => fechaTexto(r[source]) || '—'} />
  </Labeled>
);

function Valor<K extends string>({ source, labels }: { source: keyof Egresado; labels: Record<K, string> }) {
  return (
    <Labeled label={f(source)}>
      <FunctionField<Egresado> source={source} render={(r) => label(labels, r[source] as K | null) || '—'} />
    </Labeled>
  );
}

export const EgresadoShow = () => {
  const translate = useTranslate();
  return (
    <Show actions={<Actions />}>
      <Card variant="outlined" sx={{ border: 0 }}>
        <CardContent>
          <AvisoBloqueado />
          <Section title="resources.egresados.sections.personales">
            <Text source="matricula" />
            <Text source="curp" />
            <Text source="nombre" />
            <Text source="apellidoPaterno" />
            <Text source="apellidoMaterno" />
            <Valor source="sexo" labels={SEXOS} />
            <Fecha source="fechaNacimiento" />
            <Valor source="entidadFederativa" labels={ENTIDADES_FEDERATIVAS} />
          </Section>
          <Section title="resources.egresados.sections.contacto">
            <Text source="correo" />
            <Text source="telefono" />
            <Labeled label={f('verificado')}>
              <VerificadoChip />
            </Labeled>
          </Section>
          <Section title="resources.egresados.sections.academicos">
            <Text source="nivel" />
            <Labeled label={f('programa')}>
              <FunctionField<Egresado> source="programa" render={(r) => `${r.programa} (${r.programaClave})`} />
            </Labeled>
            <Text source="anioEgreso" />
            <Fecha source="fechaEgreso" />
            <Labeled label={f('titulado')}>
              <FunctionField<Egresado> source="titulado" render={(r) => translate(r.titulado ? 'resources.egresados.values.si' : 'resources.egresados.values.no')} />
            </Labeled>
            <Fecha source="fechaTitulacion" />
          </Section>
          <Section title="resources.egresados.sections.laborales">
            <Valor source="situacionLaboral" labels={SITUACIONES_LABORALES} />
            <Text source="empresa" />
            <Text source="puesto" />
          </Section>
          <SeguimientoSection />
          <ServicioSocialSection />
          <Section title="resources.egresados.sections.registro">
            <Valor source="origen" labels={ORIGENES} />
            <Labeled label={f('verificadoEn')}>
              <DateText source="verificadoEn" emptyText="—" />
            </Labeled>
            <Text source="avisoPrivacidadVersion" />
            <Labeled label={f('avisoPrivacidadAceptadoEn')}>
              <DateText source="avisoPrivacidadAceptadoEn" emptyText="—" />
            </Labeled>
            <Labeled label={f('createdAt')}>
              <DateText source="createdAt" />
            </Labeled>
            <Labeled label={f('updatedAt')}>
              <DateText source="updatedAt" />
            </Labeled>
          </Section>
        </CardContent>
      </Card>
    </Show>
  );
};
