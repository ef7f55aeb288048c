import { Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';

function partOfDay(hour: number): 'morning' | 'afternoon' | 'evening' {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 19) return 'afternoon';
  return 'evening';
}

export const Greeting = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // «Dra. Rosa Elena…» is greeted as Rosa, not «Dra.».
  const firstName = (identity?.fullName ?? '').replace(/^((Dra?|Mtr[oa]|Lic|Ing|Arq)\.\s+)+/, '').split(/\s+/)[0] ?? '';
  return (
    <header>
      <Typography variant="h5" component="h1">
        {translate(`app.dashboard.greeting.${partOfDay(new Date().getHours())}`, { name: firstName })}
      </Typography>
      <Typography color="text.secondary">{translate('app.dashboard.intro')}</Typography>
    </header>
  );
};
