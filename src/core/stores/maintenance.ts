import { persistentFlag } from './persist.ts';

/** Site-wide technical break flag (spec 01 §4), stored so that only the break page is reachable. */
export const $maintenance = persistentFlag('przerwaTechniczna');
