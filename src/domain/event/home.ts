/** The home page's events section shows at most this many upcoming events (spec section 9). */
export const EVENTS_ON_HOME = 3;
