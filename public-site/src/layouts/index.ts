import type { ComponentType } from 'react';
import type { LayoutName } from '../../../shared/routes';
import { AwardsLayout, PublicAwardsLayout } from './AwardsLayout';
import { BareLayout } from './BareLayout';
import { PublicGraduatesLayout } from './PublicGraduatesLayout';
import { PublicLayout } from './PublicLayout';
import { ServicioSocialLayout } from './ServicioSocialLayout';

/** The route table's layout names for this app; 'dashboard' belongs to the admin app. */
export const LAYOUTS: Record<Exclude<LayoutName, 'dashboard'>, ComponentType> = {
  public: PublicLayout,
  publicgraduates: PublicGraduatesLayout,
  'awards-layout': AwardsLayout,
  publicawards: PublicAwardsLayout,
  'servicio-social': ServicioSocialLayout,
  none: BareLayout,
};

export { PublicLayout, PublicGraduatesLayout, AwardsLayout, PublicAwardsLayout, ServicioSocialLayout, BareLayout };
