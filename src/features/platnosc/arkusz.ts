import { useArkusz } from '../../ui/arkusz.ts';
import css from './platnosc.css?inline';

/** The payment styles on the shadow root of the element using them: they come with the payment code. */
export const useArkuszPlatnosci = () => useArkusz(css);
