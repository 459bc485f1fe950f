import type { ComponentType } from 'react';
import { clientScripts } from '@/components/client-scripts';
import type { IslandComponent, IslandComponentProps, IslandName } from '@/components/islands/registry';
import { serializeIslandProps } from '@/lib/islands';

interface IslandProps<N extends IslandName> {
  /** The island's key in components/islands/registry.ts: the component's file name. */
  name: N;
  /** The component the registry names `name`: the types tie the two, and the props to it. */
  component: IslandComponent<N>;
  /** Plain data only: they travel to the browser as JSON. */
  props: IslandComponentProps<N>;
}

/**
 * An interactive component, server-rendered like everything else and hydrated on its own in the browser
 * before the visitor needs it (lib/enhance/islands.ts). The page itself ships no framework: only the
 * islands load React, and only when needed. The wrapper names the island bundle's entry and the chunks
 * this island needs, so that the loader fetches them together. Both wrappers are `display: contents`, so
 * the layout is the component's own.
 */
export function Island<N extends IslandName>({ name, component, props }: IslandProps<N>) {
  const scripts = clientScripts();
  // The registry ties `component` to `props`; TypeScript cannot follow a generic key through the union.
  const Component = component as unknown as ComponentType<object>;
  const chunks = (scripts.islandFiles[name] ?? []).filter((file) => file !== scripts.islands);
  return (
    <div data-island={name} data-island-src={scripts.islands} data-island-preload={chunks.join(' ')} className="contents">
      <div data-island-root="" className="contents">
        <Component {...props} />
      </div>
      <script type="application/json" data-island-props="" dangerouslySetInnerHTML={{ __html: serializeIslandProps(props) }} />
    </div>
  );
}
