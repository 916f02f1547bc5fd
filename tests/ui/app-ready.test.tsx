// @vitest-environment jsdom
// The app is ready (and refreshes the page's data) only once its layout and every part that hydrates on
// its own are the app's (src/ui/app/app-ready.tsx, decision 0093).
import { act, cleanup, render } from '@testing-library/react';
import { use, useEffect, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppReady, useReportAppReady } from '../../src/ui/app/app-ready';
import { HydratedApart } from '../../src/ui/app/hydrated-apart';

afterEach(cleanup);

const Layout = ({ children }: { children: ReactNode }) => {
  useReportAppReady();
  return <main>{children}</main>;
};

/** A part's content that is not there yet (as a part React has not hydrated yet). */
const Later = ({ until }: { until: Promise<string> }) => <p>{use(until)}</p>;

const deferred = () => {
  let resolve!: (value: string) => void;
  const promise = new Promise<string>((done) => (resolve = done));
  return { promise, resolve };
};

describe('the app is ready', () => {
  it('once the layout and every part are there, not before', async () => {
    const onReady = vi.fn();
    const first = deferred();
    const second = deferred();
    // A render that suspends must be awaited in `act`, or React never shows what it waited for.
    await act(async () =>
      render(
        <AppReady hydrating onReady={onReady}>
          <Layout>
            <HydratedApart>
              <Later until={first.promise} />
            </HydratedApart>
            <HydratedApart>
              <Later until={second.promise} />
            </HydratedApart>
          </Layout>
        </AppReady>,
      ),
    );
    expect(onReady).not.toHaveBeenCalled();
    await act(async () => first.resolve('first'));
    expect(onReady).not.toHaveBeenCalled();
    await act(async () => second.resolve('second'));
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('with the layout when its parts are there at once', () => {
    const onReady = vi.fn();
    render(
      <AppReady hydrating onReady={onReady}>
        <Layout>
          <HydratedApart>
            <p>now</p>
          </HydratedApart>
        </Layout>
      </AppReady>,
    );
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('when a part it waited for is gone', async () => {
    const onReady = vi.fn();
    const never = deferred();
    const page = (withPart: boolean) => (
      <AppReady hydrating onReady={onReady}>
        <Layout>
          {withPart && (
            <HydratedApart>
              <Later until={never.promise} />
            </HydratedApart>
          )}
        </Layout>
      </AppReady>
    );
    const { rerender } = await act(async () => render(page(true)));
    expect(onReady).not.toHaveBeenCalled();
    await act(async () => rerender(page(false)));
    expect(onReady).toHaveBeenCalled();
  });

  it('after the passive effects of a part, where its queries subscribe', async () => {
    const events: string[] = [];
    const Subscriber = ({ until }: { until: Promise<string> }) => {
      const text = use(until);
      useEffect(() => {
        events.push('subscribed');
      }, []);
      return <p>{text}</p>;
    };
    const later = deferred();
    await act(async () =>
      render(
        <AppReady hydrating onReady={() => events.push('ready')}>
          <Layout>
            <HydratedApart>
              <Subscriber until={later.promise} />
            </HydratedApart>
          </Layout>
        </AppReady>,
      ),
    );
    await act(async () => later.resolve('there'));
    expect(events).toEqual(['subscribed', 'ready']);
  });
});
