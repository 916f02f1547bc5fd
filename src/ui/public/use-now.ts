import { Ports } from '../../application/ports/tokens';
import { usePort } from '../app/container-context';

/** The restaurant clock's "now", for labels such as 'Today' that must agree with the use cases' clock. */
export const useNow = (): Date => usePort(Ports.clock).now();
