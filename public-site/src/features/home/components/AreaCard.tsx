import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { AppLink } from '../../../components/AppLink';
import type { Area } from '../../../config/areas';

export function AreaCard({ area }: { area: Area }) {
  const headingId = `area-${area.id}`;
  return (
    <Card component="article" aria-labelledby={headingId} variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderRadius: 3 }}>
      <CardContent sx={{ flexGrow: 1, p: 3 }}>
        <Box sx={{ display: 'inline-flex', p: 1.25, mb: 2, borderRadius: 2, bgcolor: 'action.selected', color: 'primary.main', fontSize: 32 }} aria-hidden>
          {area.icon}
        </Box>
        <Typography id={headingId} component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          {area.name}
        </Typography>
        <Typography color="text.secondary">{area.summary}</Typography>
      </CardContent>
      <CardActions sx={{ px: 3, pb: 3, pt: 0, flexDirection: 'column', alignItems: 'stretch', gap: 1 }}>
        {area.links.map((link, i) => (
          <Button
            key={link.to}
            component={AppLink}
            to={link.to}
            variant={i === 0 ? 'contained' : 'outlined'}
            endIcon={<ArrowForward />}
            sx={{ justifyContent: 'space-between', ml: '0 !important' }}
          >
            {link.label}
          </Button>
        ))}
      </CardActions>
    </Card>
  );
}
