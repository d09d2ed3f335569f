import { createStore, globalSingleton } from '@minutemart/ui';

/** Whether the slide-over cart is open (the header cart button opens it; any navigation closes it). */
export const cartPanel = globalSingleton('cartPanelOpen', () => createStore(false));
