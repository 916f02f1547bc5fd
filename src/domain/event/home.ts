/** The home page's events section shows at most this many upcoming events. */
export const EVENTS_ON_HOME = 3;
