import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

type Modules = { readonly size: number; readonly dark: (row: number, col: number) => boolean };

/** The QR code of a setup link, drawn as SVG; the encoder is its own chunk, fetched only when a code is shown. */
export function QrCode({ value, label }: { readonly value: string; readonly label: string }) {
  const [modules, setModules] = useState<Modules | null>(null);
  useEffect(() => {
    let live = true;
    void import(/* webpackChunkName: "qr-code" */ 'qrcode-generator').then(({ default: qrcode }) => {
      const qr = qrcode(0, 'M');
      qr.addData(value);
      qr.make();
      if (live) setModules({ size: qr.getModuleCount(), dark: (row, col) => qr.isDark(row, col) });
    });
    return () => {
      live = false;
    };
  }, [value]);
  if (modules === null)
    return (
      <p className="auth-note">
        <Trans>Drawing the QR code…</Trans>
      </p>
    );
  const quiet = 4;
  const side = modules.size + quiet * 2;
  const cells: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) if (modules.dark(row, col)) cells.push(`M${col + quiet} ${row + quiet}h1v1h-1z`); // eslint-disable-line lingui/no-unlocalized-strings -- SVG path data
  }
  return (
    <svg className="qr-code" role="img" aria-label={label} viewBox={`0 0 ${side} ${side}`} width="200" height="200" shapeRendering="crispEdges">
      <rect width={side} height={side} fill="#fff" />
      <path d={cells.join('')} fill="#000" />
    </svg>
  );
}
