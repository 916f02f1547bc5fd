// @vitest-environment jsdom
// The admin's one form pattern (src/ui/admin/shared/use-admin-form.tsx): a refused save shows a message under
// each field and one toast, typing in a field clears its message, the save state comes from useMutation, and
// a save refreshes its area by the typed query keys. Checked on the hook itself and on two real dialogs (press
// and events) on the in-memory adapters.
import { ChakraProvider, Input } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { Container } from 'inversify';
import { readFileSync } from 'node:fs';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MapStorage } from '../../src/adapters/browser/browser-storage';
import { memoryModule } from '../../src/adapters/memory/memory-module';
import { ListAllEvents } from '../../src/application/events/list-all-events';
import { ListPressArticles } from '../../src/application/press/list-press-articles';
import { resolve } from '../../src/container';
import { invalid, ok, type PortError, type Result } from '../../src/domain/shared/result';
import { EventDialog } from '../../src/ui/admin/events/event-dialog';
import { PressArticleDialog } from '../../src/ui/admin/press/press-article-dialog';
import { translatedTextsOf } from '../../src/ui/admin/shared/translated-text-field';
import { useAdminForm } from '../../src/ui/admin/shared/use-admin-form';
import { ContainerProvider } from '../../src/ui/app/container-context';
import { queryKeys } from '../../src/ui/app/query-keys';
import { system } from '../../src/ui/app/theme';
import { notify } from '../../src/ui/app/toaster';
import { RecordingFiles } from '../support/recording-files';

// Every toast the forms ask for, in order; the toaster's own view is tested in toaster.test.tsx.
vi.mock('../../src/ui/app/toaster', () => ({ notify: vi.fn(), Toaster: () => null }));
const toasts = () => vi.mocked(notify).mock.calls;

const i18n = i18next.createInstance();
const locale = (ns: string) => JSON.parse(readFileSync(`locales/en/${ns}.json`, 'utf8'));

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['common', 'admin'],
    defaultNS: 'common',
    fallbackNS: 'common',
    resources: { en: { common: locale('common'), admin: locale('admin') } },
    interpolation: { escapeValue: false },
  });
  // Chakra's dialog asks for these; jsdom has neither.
  window.matchMedia ??= () =>
    ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }) as never;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  // The dialog's focus trap escapes ids for its selectors; jsdom has no CSS.escape.
  const css = (globalThis.CSS ??= {} as typeof CSS);
  css.escape ??= (text: string) => text.replace(/[^\w-]/g, (c) => `\\${c}`);
});
afterEach(() => {
  cleanup();
  vi.mocked(notify).mockClear();
  vi.restoreAllMocks();
});

/** The app's providers around `ui`, on the demo's in-memory adapters. */
const renderAdmin = (ui: ReactNode) => {
  const container = new Container();
  container.load(memoryModule({ storage: new MapStorage(), files: new RecordingFiles() }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ContainerProvider container={container}>{ui}</ContainerProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </ChakraProvider>,
  );
  return { container, queryClient };
};

/** Puts a read of an area into the cache, to see later whether a save marked it stale. */
const cached = (queryClient: QueryClient, key: readonly unknown[]) => {
  queryClient.setQueryData(key, []);
  return () => queryClient.getQueryState(key)?.isInvalidated;
};

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const inGroup = (group: RegExp, language: string) =>
  within(screen.getByRole('group', { name: group })).getByLabelText(language);
/** The message under a control: the error text its field shows (Chakra marks the control invalid too). */
const messageOf = (control: HTMLElement) => {
  const field = control.closest('[data-part="root"]');
  return field?.querySelector('[data-part="error-text"]')?.textContent ?? null;
};

type Probe = { readonly name: string; readonly texts: ReturnType<typeof translatedTextsOf<'title'>> };

/** A form on the hook alone, whose save answers what the test scripts. */
const ProbeForm = ({
  save,
  saved,
}: {
  save: (values: Probe) => Promise<Result<string, PortError>>;
  saved: (value: string) => void;
}) => {
  const form = useAdminForm({
    initial: (): Probe => ({ name: '', texts: translatedTextsOf(null, ['title'] as const) }),
    idPrefix: 'probe',
    textLimits: { title: 100 },
    issueText: { 'admin:press.validation.required': 'press.validation.fieldRequired' },
    fieldOf: { event_date: 'when' },
    fallback: { event_date: 'events.validation.maxParticipants' },
    log: 'Probe save failed',
    save,
    refused: (error) => ({ toast: error.kind === 'Invalid' ? 'Refused' : 'Failed' }),
    saved,
  });
  return (
    <form noValidate onSubmit={form.onSubmit}>
      {form.field(
        'name',
        'Name',
        <Input value={form.values.name} onChange={(e) => form.set('name', e.target.value)} />,
        { required: true },
      )}
      {form.textField('title', 'Title', { required: true })}
      <p data-testid="when">{form.message('when') ?? ''}</p>
      <button type="submit" disabled={form.saving}>
        {form.saving ? 'Saving' : 'Save'}
      </button>
    </form>
  );
};

const REFUSED = invalid('admin:press.validation.required', {
  name: 'admin:press.validation.required',
  'translations.en.title': 'admin:press.validation.tooLong',
  event_date: 'Invalid input: expected number, received NaN',
});

describe('useAdminForm', () => {
  it('shows a refusal under its fields, in their words, with one toast, and typing clears only that field', async () => {
    const save = vi.fn(async () => REFUSED);
    renderAdmin(<ProbeForm save={save} saved={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const name = screen.getByLabelText(/^Name/);
    const english = inGroup(/^Title/, 'English');
    await waitFor(() => expect(messageOf(name)).toBe('This field is required.'));
    expect(messageOf(english)).toBe('This text is too long.');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    // A field the schema names otherwise, with words that have no translation: the form's own message.
    expect(screen.getByTestId('when').textContent).toBe('Maximum participants must be between 1 and 1000.');
    expect(toasts()).toEqual([['error', 'Error', 'Refused']]);
    // A validation refusal is the user's to fix: nothing for the console.
    expect(save).toHaveBeenCalledTimes(1);

    type(english, 'Short');
    expect(messageOf(english)).toBeNull();
    expect(messageOf(name)).toBe('This field is required.');
    type(name, 'Mia');
    expect(messageOf(name)).toBeNull();
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByTestId('when').textContent).toBe('Maximum participants must be between 1 and 1000.');
  });

  it('takes its save state from the mutation: one save at a time, the messages gone once it succeeded', async () => {
    let answer: (result: Result<string, PortError>) => void = () => undefined;
    const save = vi
      .fn<(values: Probe) => Promise<Result<string, PortError>>>()
      .mockResolvedValueOnce(REFUSED)
      .mockImplementationOnce(() => new Promise((done) => (answer = done)));
    const saved = vi.fn();
    renderAdmin(<ProbeForm save={save} saved={saved} />);
    const name = screen.getByLabelText(/^Name/);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageOf(inGroup(/^Title/, 'English'))).toBe('This text is too long.'));

    type(name, 'Mia');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const busy = await screen.findByRole('button', { name: 'Saving' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    fireEvent.submit(busy.closest('form') as HTMLFormElement);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save.mock.calls[1]?.[0]).toMatchObject({ name: 'Mia' });

    answer(ok('saved-id'));
    await waitFor(() =>
      expect(saved).toHaveBeenCalledWith('saved-id', expect.objectContaining({ name: 'Mia' })),
    );
    await screen.findByRole('button', { name: 'Save' });
    expect(messageOf(inGroup(/^Title/, 'English'))).toBeNull();
    expect(screen.getByTestId('when').textContent).toBe('');
    expect(toasts()).toHaveLength(1);
  });

  it('logs a save that throws and shows the refusal of an unavailable backend', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAdmin(<ProbeForm save={() => Promise.reject(new Error('offline'))} saved={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toEqual([['error', 'Error', 'Failed']]));
    expect(logged).toHaveBeenCalledWith('Probe save failed', expect.any(Error));
  });
});

describe('the press article dialog on the form pattern', () => {
  it('names each missing field with one toast, clears a message as it is typed in, then saves, closes and refreshes the press', async () => {
    const onClose = vi.fn();
    const { container, queryClient } = renderAdmin(
      <PressArticleDialog article={null} open onClose={onClose} />,
    );
    const pressStale = cached(queryClient, queryKeys.press.admin());
    const eventsStale = cached(queryClient, queryKeys.events.admin());
    const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add article' }));

    submit();
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]).toEqual(['error', 'Error', 'Please fill in all required fields']);
    const publication = screen.getByLabelText(/^Publication\s*\*?$/);
    const date = screen.getByLabelText(/^Publication date/);
    const link = screen.getByLabelText(/^Link to the article/);
    const title = inGroup(/^Article title/, 'German');
    for (const control of [publication, date, link, title])
      expect(messageOf(control)).toBe('This field is required.');
    expect(screen.getAllByText('This field is required.')).toHaveLength(4);

    type(publication, 'Testblatt Berlin');
    expect(messageOf(publication)).toBeNull();
    expect(screen.getAllByText('This field is required.')).toHaveLength(3);

    type(title, 'Frühstück im Test');
    type(inGroup(/^Article title/, 'Chinese'), '测试中的早餐');
    type(date, '2030-01-15');
    type(link, 'https://example.org/press');
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(toasts()[1]).toEqual(['success', 'Press article created successfully']);
    expect(toasts()).toHaveLength(2);
    expect(pressStale()).toBe(true);
    expect(eventsStale()).toBe(false);

    const stored = await resolve(container, ListPressArticles).execute();
    if (!stored.ok) throw new Error('the press could not be read');
    expect(stored.value.find((a) => a.title === 'Frühstück im Test')).toMatchObject({
      publication_name: 'Testblatt Berlin',
      translations: { zh: { title: '测试中的早餐' } },
    });
  });
});

describe('the event dialog on the form pattern', () => {
  it('names the missing title and date with one toast, shows a range under its field without one, then saves, closes and refreshes events and dashboard', async () => {
    const onClose = vi.fn();
    const { container, queryClient } = renderAdmin(<EventDialog event={null} onClose={onClose} />);
    const eventsStale = cached(queryClient, queryKeys.events.admin());
    const dashboardStale = cached(queryClient, queryKeys.dashboard.counts());
    const pressStale = cached(queryClient, queryKeys.press.admin());
    const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create event' }));
    const title = inGroup(/^Title/, 'German');
    const when = screen.getByLabelText(/^Date and time/);
    const max = screen.getByLabelText(/^Maximum participants/);

    submit();
    await waitFor(() =>
      expect(toasts()).toEqual([['error', 'Error', 'Please fill in all required fields.']]),
    );
    expect(messageOf(title)).toBe('This field is required.');
    expect(messageOf(when)).toBe('This field is required.');

    type(title, '  Dumpling Night  ');
    expect(messageOf(title)).toBeNull();
    expect(messageOf(when)).toBe('This field is required.');

    type(when, '2030-01-15T19:00');
    type(max, '1001');
    submit();
    await waitFor(() => expect(messageOf(max)).toBe('Maximum participants must be between 1 and 1000.'));
    expect(messageOf(when)).toBeNull();
    // A range is said at its field; only a missing field adds a toast.
    expect(toasts()).toHaveLength(1);

    type(max, '20');
    expect(messageOf(max)).toBeNull();
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(toasts()[1]).toEqual(['success', 'Event created successfully', undefined]);
    expect(eventsStale()).toBe(true);
    expect(dashboardStale()).toBe(true);
    expect(pressStale()).toBe(false);

    const stored = await resolve(container, ListAllEvents).execute();
    if (!stored.ok) throw new Error('the events could not be read');
    expect(stored.value.find((e) => e.title === 'Dumpling Night')).toMatchObject({
      max_participants: 20,
      event_date: '2030-01-15T18:00:00.000Z',
    });
  });
});
