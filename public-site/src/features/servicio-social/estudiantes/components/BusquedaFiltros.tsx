import { useEffect, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Search from '@mui/icons-material/Search';
import { ENTIDADES_FEDERATIVAS, choices } from '../../../../../../shared/egresados/valores';
import { HORARIOS, MODALIDADES, TIPOS_INSTITUCION } from '../../../../../../shared/servicio-social/valores';
import type { NivelCatalogo } from '../../../egresados/api/catalogo';
import { useMunicipios } from '../../comun/api/municipios';
import type { Busqueda } from './busqueda-url';

interface Props {
  busqueda: Busqueda;
  niveles: NivelCatalogo[] | null;
  onChange: (cambio: Partial<Busqueda>) => void;
}

function Select({ id, label, value, onChange, options, vacia = 'Todas' }: { id: string; label: string; value: string; onChange: (v: string) => void; options: { id: string | number; name: string }[]; vacia?: string }) {
  return (
    <TextField id={id} label={label} select fullWidth size="small" value={value} onChange={(e) => onChange(e.target.value)} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
      <option value="">{vacia}</option>
      {options.map((o) => (
        <option key={o.id} value={String(o.id)}>
          {o.name}
        </option>
      ))}
    </TextField>
  );
}

/** The search box and filters; each change becomes the URL (and the URL the search). */
export function BusquedaFiltros({ busqueda, niveles, onChange }: Props) {
  const [q, setQ] = useState(busqueda.q);
  useEffect(() => setQ(busqueda.q), [busqueda.q]);
  const municipios = useMunicipios(busqueda.entidad);
  const carreras = (niveles ?? []).flatMap((n) => n.programas.map((p) => ({ id: p.id, name: `${p.nombre} (${n.nombre})` })));

  const buscar = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q });
  };

  return (
    <Paper component="section" aria-label="Filtros de búsqueda" variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3 }}>
      <Grid container spacing={2} component="form" role="search" onSubmit={buscar}>
        <Grid size={{ xs: 12, md: 9 }}>
          <TextField
            id="busqueda-q"
            label="Buscar vacantes"
            type="search"
            fullWidth
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder="Tema, institución o actividad"
            slotProps={{ htmlInput: { maxLength: 200 }, input: { startAdornment: <InputAdornment position="start"><Search /></InputAdornment> } }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <Button type="submit" variant="contained" fullWidth sx={{ height: '100%', minHeight: 48 }}>
            Buscar
          </Button>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Select
            id="busqueda-carrera"
            label="Carrera compatible"
            vacia="Mi carrera"
            value={busqueda.carrera}
            onChange={(carrera) => onChange({ carrera })}
            options={[{ id: 'todas', name: 'Todas las carreras' }, ...carreras]}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Select id="busqueda-modalidad" label="Modalidad" value={busqueda.modalidad} onChange={(modalidad) => onChange({ modalidad })} options={choices(MODALIDADES)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Select id="busqueda-horario" label="Horario" vacia="Todos" value={busqueda.horario} onChange={(horario) => onChange({ horario })} options={choices(HORARIOS)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Select id="busqueda-entidad" label="Entidad federativa" value={busqueda.entidad} onChange={(entidad) => onChange({ entidad, municipio: '' })} options={choices(ENTIDADES_FEDERATIVAS)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Select
            id="busqueda-municipio"
            label="Municipio"
            vacia={busqueda.entidad ? 'Todos' : 'Elija una entidad'}
            value={busqueda.municipio}
            onChange={(municipio) => onChange({ municipio })}
            options={(municipios.data ?? []).map((m) => ({ id: m, name: m }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Select id="busqueda-tipo" label="Tipo de institución" vacia="Todos" value={busqueda.tipo} onChange={(tipo) => onChange({ tipo })} options={choices(TIPOS_INSTITUCION)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <FormControlLabel control={<Checkbox id="busqueda-apoyo" checked={busqueda.apoyo} onChange={(e) => onChange({ apoyo: e.target.checked })} />} label="Solo con apoyo económico" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Select
            id="busqueda-orden"
            label="Ordenar por"
            vacia="Relevancia"
            value={busqueda.orden === 'fecha' ? 'fecha' : ''}
            onChange={(v) => onChange({ orden: v === 'fecha' ? 'fecha' : 'relevancia' })}
            options={[{ id: 'fecha', name: 'Más recientes' }]}
          />
        </Grid>
      </Grid>
    </Paper>
  );
}
