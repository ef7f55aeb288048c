import { PageOutlet } from './PageOutlet';

/** For pages that draw their whole screen themselves (layout 'none'). */
export function BareLayout() {
  return <PageOutlet />;
}
