import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

/** The dashboard's first screen, drawn for the front door: inline SVG in the theme's colours, no image to fetch. */
const ROWS = [
  { label: msg`Passwords`, done: 1, total: 3 },
  { label: msg`Phone numbers`, done: 0, total: 1 },
  { label: msg`E-mail addresses`, done: 2, total: 4 },
  { label: msg`Names`, done: 2, total: 2 },
] as const;

export function DashboardPreview() {
  const { t } = useLingui();
  return (
    <figure className="preview" aria-labelledby="preview-caption">
      <svg
        className="preview__drawing"
        viewBox="0 0 360 290"
        role="img"
        aria-label={t`An example dashboard: 2 breaches need your action, the riskiest first, 2 of 4 breaches fixed and 5 of 12 data brokers removed`}
      >
        <rect className="preview__card" x="1" y="1" width="358" height="288" rx="14" />
        <rect className="preview__accent" x="1" y="1" width="7" height="288" rx="3" />
        <text className="preview__headline" fontSize="18" x="24" y="36">
          <Trans>2 breaches need your action</Trans>
        </text>
        <text className="preview__soft" fontSize="12.5" x="24" y="56">
          <Trans>Start with Adobe: it exposed your passwords.</Trans>
        </text>
        <rect className="preview__button" x="24" y="68" width="120" height="28" rx="14" />
        <text className="preview__on-button" fontSize="13" x="84" y="86" textAnchor="middle">
          <Trans>Fix Adobe now</Trans>
        </text>
        <text className="preview__caption" fontSize="13.5" x="24" y="124">
          <Trans>Breaches: 2 of 4 fixed</Trans>
        </text>
        {ROWS.map((row, i) => (
          <g key={row.label.id} transform={`translate(24 ${138 + i * 22})`}>
            <text className="preview__label" fontSize="12.5" y="10">
              {i18n._(row.label)}
            </text>
            <rect className="preview__track" x="120" width="96" height="10" rx="3" />
            <rect className="preview__done" x="120" width={(96 * row.done) / row.total} height="10" rx="3" />
            <text className="preview__soft" fontSize="12" x="226" y="10">
              <Fixed done={row.done} total={row.total} />
            </text>
          </g>
        ))}
        <text className="preview__caption" fontSize="13.5" x="24" y="244">
          <Trans>Data brokers: 5 of 12 removed</Trans>
        </text>
        <g transform="translate(24 256)">
          <text className="preview__label" fontSize="12.5" y="10">
            <Trans>Broker profiles</Trans>
          </text>
          <rect className="preview__track" x="120" width="96" height="10" rx="3" />
          <rect className="preview__done" x="120" width={(96 * 5) / 12} height="10" rx="3" />
          <text className="preview__soft" fontSize="12" x="226" y="10">
            <Trans>5 of 12 removed</Trans>
          </text>
        </g>
      </svg>
      <figcaption id="preview-caption" className="note">
        <Trans>An example of your dashboard</Trans>
      </figcaption>
    </figure>
  );
}

const Fixed = ({ done, total }: { done: number; total: number }) => (
  <Trans>
    {done} of {total} fixed
  </Trans>
);
