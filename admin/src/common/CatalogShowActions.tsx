import { EditButton, TopToolbar } from 'react-admin';
import { CatalogDeleteButton } from './CatalogDeleteButton';
import { ToggleActiveButton } from './ToggleActiveButton';

/** A catalog entry's page: edit, activate or deactivate, and delete (refused with a reason while in use). */
export const CatalogShowActions = () => (
  <TopToolbar sx={{ flexWrap: 'wrap' }}>
    <EditButton />
    <ToggleActiveButton />
    <CatalogDeleteButton />
  </TopToolbar>
);
