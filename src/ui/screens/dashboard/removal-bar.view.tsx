import { REMOVAL_REQUEST_STATES, type RemovalRequestState } from '../../../domain/removal/removal';

export type RemovalBarProps = { readonly byState: Readonly<Record<RemovalRequestState, number>>; readonly total: number };

/** Counts by state as one stacked bar: plain SVG, no chart library; its label says how many brokers removed the data. */
export function RemovalBar({ byState, total }: RemovalBarProps) {
  let x = 0;
  return (
    <svg
      className="removal-bar"
      viewBox="0 0 100 8"
      preserveAspectRatio="none"
      role="img"
      aria-label={`${byState.REMOVED} of ${total} brokers removed your data`}
    >
      {REMOVAL_REQUEST_STATES.map((state) => {
        const width = total === 0 ? 0 : (byState[state] / total) * 100;
        const rect = <rect key={state} className={`removal-bar__${state.toLowerCase()}`} x={x} y={0} width={width} height={8} />;
        x += width;
        return rect;
      })}
    </svg>
  );
}
