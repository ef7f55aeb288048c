import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

/** The student's home: a search of open vacancies, answered on the search page. */
export function BusquedaRapida() {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const ir = (e: FormEvent) => {
    e.preventDefault();
    navigate(`/servicio-social/estudiantes/busqueda${q.trim() ? `?q=${encodeURIComponent(q.trim())}` : ''}`);
  };
  return (
    <Stack component="form" role="search" onSubmit={ir} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <TextField id="inicio-busqueda" label="Buscar vacantes" type="search" size="small" fullWidth value={q} onChange={(e) => setQ(e.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} />
      <Button type="submit" variant="contained">Buscar</Button>
    </Stack>
  );
}
