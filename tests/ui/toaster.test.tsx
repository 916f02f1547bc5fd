// @vitest-environment jsdom
// Toasts load their machinery with the first one (src/ui/app/toaster.tsx): none is lost on the way.
import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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

  it('logs the toasts it could not show when its machinery fails to load, and tries again with the next', async () => {
    vi.resetModules();
    let fail = true;
    vi.doMock('../../src/ui/app/toaster-view', async (original) => {
      if (fail) throw new Error('offline');
      return original();
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fresh = await import('../../src/ui/app/toaster');
    render(
      <ChakraProvider value={system}>
        <fresh.Toaster />
      </ChakraProvider>,
    );
    act(() => fresh.notify('error', 'Lost', 'While offline.'));
    await vi.waitFor(() => expect(errors).toHaveBeenCalled());
    expect(String(errors.mock.calls[0]?.[0])).toContain('A toast could not be shown');
    expect(screen.queryByText('Lost')).toBeNull();

    fail = false;
    act(() => fresh.notify('info', 'Back', 'Online again.'));
    expect(await screen.findByText('Back')).toBeTruthy();
    vi.doUnmock('../../src/ui/app/toaster-view');
    errors.mockRestore();
  });
});
