// @vitest-environment jsdom
// Toasts load their machinery with the first one (src/ui/app/toaster.tsx): none is lost on the way.
import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { system } from '../../src/ui/app/theme';
import { Toaster, notify } from '../../src/ui/app/toaster';

beforeAll(() => {
  // Chakra's toaster asks for this; jsdom has none.
  window.matchMedia ??= () =>
    ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }) as never;
});
afterEach(cleanup);

describe('the toaster', () => {
  it('renders nothing until a toast is asked for, then shows the ones asked for while it loaded, and later ones', async () => {
    const { container } = render(
      <ChakraProvider value={system}>
        <Toaster />
      </ChakraProvider>,
    );
    expect(container.textContent).toBe('');
    expect(document.body.textContent).not.toContain('Saved');

    act(() => {
      notify('success', 'Saved', 'The menu item is stored.');
      notify('error', 'Not saved', 'Please try again.');
    });
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(await screen.findByText('Not saved')).toBeTruthy();
    expect(screen.getByText('The menu item is stored.')).toBeTruthy();

    act(() => notify('info', 'Later', 'After the toaster mounted.'));
    expect(await screen.findByText('Later')).toBeTruthy();
  });
});
