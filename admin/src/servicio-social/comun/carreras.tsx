import { Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext } from 'react-admin';
import type { AdminDataProvider } from '../../providers/dataProvider';

/** The careers catalog (the egresados programs) by id, from the public catalog every staff member may read. */
export function useCarreras(): Map<number, string> {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data } = useQuery({
    queryKey: ['catalogos/programas'],
    queryFn: () => dataProvider.getCatalogoCarreras(),
    staleTime: 5 * 60_000,
  });
  const map = new Map<number, string>();
  for (const nivel of data?.niveles ?? []) for (const p of nivel.programas) map.set(p.id, `${p.nombre} (${nivel.nombre})`);
  return map;
}

/** The compatible careers of a program or vacancy, as chips. */
export const CarrerasField = ({ source = 'carreras' }: { source?: string; label?: string }) => {
  const record = useRecordContext();
  const carreras = useCarreras();
  const ids = (record?.[source] as number[] | undefined) ?? [];
  if (!ids.length) return <Typography variant="body2">—</Typography>;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {ids.map((id) => (
        <Chip key={id} size="small" variant="outlined" label={carreras.get(id) ?? `#${id}`} />
      ))}
    </Stack>
  );
};
