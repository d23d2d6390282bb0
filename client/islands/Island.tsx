import { createElement, type ComponentProps, type ComponentType } from 'react';
import { islandModes, type IslandComponents, type IslandName } from './components';
import { ISLAND_TAG, type HydrateMode } from './modes';

type IslandProps<N extends IslandName> = ComponentProps<IslandComponents[N]> & { hydrate?: HydrateMode };

/**
 * A part of a server-rendered page that the browser hydrates on its own (decision 0027): `island`
 * wraps the component in a <site-island> carrying its name, hydration mode and props (JSON).
 * Everything outside islands stays HTML. The component is passed in by the page that uses it, so
 * the page's stylesheet holds the island's styles; the name must be the one it is registered
 * under in components.ts (the types check it).
 */
export function island<N extends IslandName>(name: N, Component: IslandComponents[N]) {
  function Island({ hydrate, ...props }: IslandProps<N>) {
    const json = JSON.stringify(props);
    return createElement(
      ISLAND_TAG,
      { 'data-island': name, 'data-mode': hydrate ?? islandModes[name], ...(json === '{}' ? {} : { 'data-props': json }) },
      createElement(Component as ComponentType<object>, props),
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
