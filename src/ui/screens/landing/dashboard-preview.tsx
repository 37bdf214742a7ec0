/** The dashboard's first screen, drawn for the front door: inline SVG in the theme's colours, no image to fetch. */
const ROWS = [
  { label: 'Passwords', done: 1, total: 3, risk: 'high' },
  { label: 'Phone numbers', done: 0, total: 1, risk: 'moderate' },
  { label: 'E-mail addresses', done: 1, total: 4, risk: 'lower' },
  { label: 'Names', done: 2, total: 2, risk: 'lower' },
] as const;

export function DashboardPreview() {
  return (
    <svg
      className="preview"
      viewBox="0 0 360 290"
      role="img"
      aria-label="A preview of the Protect dashboard: 3 breaches need your action, the riskiest first, 1 of 4 breaches fixed and 5 of 12 data brokers removed"
    >
      <rect className="preview__card" x="1" y="1" width="358" height="288" rx="14" />
      <rect className="preview__accent" x="1" y="1" width="7" height="288" rx="3" />
      <text className="preview__headline" x="24" y="36">
        3 breaches need your action
      </text>
      <text className="preview__soft" x="24" y="56">
        Start with Adobe: it exposed the riskiest data.
      </text>
      <rect className="preview__button" x="24" y="68" width="120" height="28" rx="14" />
      <text className="preview__on-button" x="84" y="86" textAnchor="middle">
        Fix Adobe now
      </text>
      <text className="preview__caption" x="24" y="124">
        Breaches: 1 of 4 fixed
      </text>
      {ROWS.map((row, i) => (
        <g key={row.label} transform={`translate(24 ${138 + i * 22})`}>
          <text className="preview__label" y="10">
            {row.label}
          </text>
          <rect className={`preview__track preview__track--${row.risk}`} x="112" width="120" height="10" rx="3" />
          <rect className="preview__done" x="112" width={(120 * row.done) / row.total} height="10" rx="3" />
          <text className="preview__soft preview__small" x="240" y="10">
            {row.done} of {row.total} fixed
          </text>
        </g>
      ))}
      <text className="preview__caption" x="24" y="244">
        Data brokers: 5 of 12 removed
      </text>
      <g transform="translate(24 256)">
        <text className="preview__label" y="10">
          Broker profiles
        </text>
        <rect className="preview__track" x="112" width="120" height="10" rx="3" />
        <rect className="preview__done" x="112" width={(120 * 5) / 12} height="10" rx="3" />
        <text className="preview__soft preview__small" x="240" y="10">
          5 of 12 removed
        </text>
      </g>
    </svg>
  );
}
