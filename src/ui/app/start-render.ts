/**
 * What the start (src/main.tsx) needs to render the app, in one import and so in one file of the build:
 * the app, its style cache and its design system (built as its module runs), which no other module of the
 * browser's build imports. Three imports made three files and a re-export file (decision 0097).
 */
export { App } from './app';
export { hasPrerenderedStyles, makeStyleCache } from './style-cache';
export { system, withoutGlobalStyles } from './theme';
