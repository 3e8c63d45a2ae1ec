import { createElement, lazy, type ComponentType } from 'react';

const preloads: (() => Promise<unknown>)[] = [];

/**
 * A component whose code is its own chunk, like React.lazy, that can also be
 * asked for before it first renders. Once loaded it renders at once, without
 * suspending: the server loads every such chunk before its first render
 * (preloadComponents), since a server render cannot wait for one. In the
 * browser a part the server rendered keeps its HTML until its chunk arrives,
 * then hydrates.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return { default: component };
    }));
  preloads.push(preload);
  const Lazy = lazy(preload);
  const Component = (props: P) => (loaded ? createElement(loaded, props) : <Lazy {...props} />);
  return Object.assign(Component, { preload });
}

/**
 * Loads every lazy component's chunk, and those the loaded chunks declare in
 * turn: the server does it once, before its first page.
 */
export async function preloadComponents() {
  for (let loaded = 0; loaded < preloads.length;) {
    const next = preloads.slice(loaded);
    loaded = preloads.length;
    await Promise.all(next.map((preload) => preload()));
  }
}
