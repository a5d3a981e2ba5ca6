import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { UNSAFE_createBrowserHistory as createBrowserHistory, Router, type Navigator } from 'react-router';

type Update = Parameters<Parameters<ReturnType<typeof createBrowserHistory>['listen']>[0]>[0];

/**
 * React Router's `<BrowserRouter>`, but for one option: a navigation asked with `flushSync`
 * (logging out, lib/auth.tsx) is committed at once, where every other one renders as a transition
 * that keeps the current page on screen until the next one's chunk is in.
 */
export function AppBrowserRouter({ children }: { children: ReactNode }) {
  const [{ history, navigator }] = useState(() => {
    const browserHistory = createBrowserHistory({ v5Compat: true });
    let isNextFlushed = false;
    const go =
      (move: typeof browserHistory.push): Navigator['push'] =>
      (to, state, options) => {
        isNextFlushed = options?.flushSync === true;
        try {
          move(to, state);
        } finally {
          isNextFlushed = false;
        }
      };
    const appNavigator: Navigator & { isNextFlushed: () => boolean } = {
      createHref: browserHistory.createHref,
      createURL: browserHistory.createURL,
      encodeLocation: browserHistory.encodeLocation,
      go: browserHistory.go,
      push: go(browserHistory.push),
      replace: go(browserHistory.replace),
      isNextFlushed: () => isNextFlushed,
    };
    return { history: browserHistory, navigator: appNavigator };
  });
  const [state, setState] = useState<Update>({ action: history.action, location: history.location, delta: 0 });

  useLayoutEffect(
    () =>
      history.listen((update) => {
        if (navigator.isNextFlushed()) flushSync(() => setState(update));
        else startTransition(() => setState(update));
      }),
    [history, navigator],
  );

  return (
    <Router location={state.location} navigationType={state.action} navigator={navigator}>
      {children}
    </Router>
  );
}
