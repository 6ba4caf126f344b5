import type { FetchedIslandProps } from './island-payload';
import type { CalculatorPreset } from '@/lib/calculators/presets';
import type { DocumentIslandProps } from './document/document-island';
import type { OnSiteIslandProps } from './on-site/on-site-island';
import type { PortugueseIslandProps } from './portuguese/portuguese-island';
import type { RemoteIslandProps } from './remote/remote-island';

/** Which island a frame loads, with its serialisable props. */
export type IslandSpec =
  | { kind: 'document'; props: Omit<DocumentIslandProps, 'initialFiles'> }
  | { kind: 'portuguese'; props: PortugueseIslandProps }
  | { kind: 'on-site'; props: OnSiteIslandProps }
  | { kind: 'remote'; props: RemoteIslandProps };

/** A spec from fetched data and the page's preset. */
export function specOf(props: FetchedIslandProps, preset: CalculatorPreset): IslandSpec {
  switch (props.kind) {
    case 'document': {
      const { kind, ...rest } = props;
      return { kind, props: { ...rest, preset } };
    }
    case 'portuguese': {
      const { kind, ...rest } = props;
      return { kind, props: rest };
    }
    case 'on-site': {
      const { kind, ...rest } = props;
      return { kind, props: { ...rest, preset } };
    }
    case 'remote': {
      const { kind, ...rest } = props;
      return { kind, props: { ...rest, preset } };
    }
  }
}
