import type { ComponentType } from 'react';
import { clientScripts } from '@/components/client-scripts';
import type { IslandName } from '@/components/islands/registry';
import { serializeIslandProps } from '@/lib/islands';

interface IslandProps<P extends object> {
  /** The island's key in components/islands/registry.ts: the component's file name. */
  name: IslandName;
  component: ComponentType<P>;
  /** Plain data only: they travel to the browser as JSON. */
  props: P;
}

/**
 * An interactive component, server-rendered like everything else and hydrated on its own in the browser
 * when it comes near the viewport (lib/enhance/islands.ts). The page itself ships no framework: only
 * the islands load React, and only when needed. Both wrappers are `display: contents`, so the layout is
 * the component's own.
 */
export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  return (
    <div data-island={name} data-island-src={clientScripts().islands} className="contents">
      <div data-island-root="" className="contents">
        <Component {...props} />
      </div>
      <script type="application/json" data-island-props="" dangerouslySetInnerHTML={{ __html: serializeIslandProps(props) }} />
    </div>
  );
}
