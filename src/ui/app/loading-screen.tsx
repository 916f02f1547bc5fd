/**
 * Shown while translations load, so it cannot be translated itself. Plain markup:
 * it also renders before the design system is ready.
 */
export const LoadingScreen = () => (
  <div
    role="status"
    style={{
      minHeight: '100dvh',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      fontFamily: 'system-ui, sans-serif',
    }}
  >
    Loading...
  </div>
);
