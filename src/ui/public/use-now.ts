import { Ports } from '../../application/ports/tokens';
import { usePort } from '../app/container-context';
import { useRenderTime } from '../app/render-time';

/**
 * The restaurant clock's "now", for labels such as 'Today' that must agree with the use cases' clock;
 * the page's render time while a prerendered page is being taken over (src/ui/app/render-time.tsx).
 */
export const useNow = (): Date => {
  const clock = usePort(Ports.clock);
  return useRenderTime() ?? clock.now();
};
