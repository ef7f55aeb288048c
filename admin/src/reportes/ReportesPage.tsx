import { Title, useTranslate } from 'react-admin';

export const ReportesPage = () => {
  const translate = useTranslate();
  return <Title title={translate('app.reportes.title')} />;
};
