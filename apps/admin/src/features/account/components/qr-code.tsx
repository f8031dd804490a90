import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * A QR code drawn in the page from its text (uqr), so the secret it holds never leaves the
 * browser for a QR service. One path of unit squares, crisp at any size.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { size, path } = useMemo(() => {
    // Error correction M, and a quiet zone of two modules: what phone cameras read most readily.
    const { data } = encode(value, { ecc: 'M', border: 2 });
    const squares = data.flatMap((row, y) =>
      row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : '')),
    );
    return { size: data.length, path: squares.join('') };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-44 rounded-md border border-line bg-white"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#1f1a17" />
    </svg>
  );
}
