/**
 * A QR code drawn from its modules (made on the server by the qrcode library): one SVG path,
 * crisp at any size, no image request and no script.
 */
export function QrCode({ size, modules, label }: { size: number; modules: string; label: string }) {
  let path = "";
  for (let index = 0; index < modules.length; index += 1) {
    if (modules[index] === "1") path += `M${index % size} ${Math.floor(index / size)}h1v1h-1z`;
  }
  const quiet = 4;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-quiet} ${-quiet} ${size + 2 * quiet} ${size + 2 * quiet}`}
      width="200"
      height="200"
      className="rounded-lg bg-white"
      shapeRendering="crispEdges"
    >
      <rect x={-quiet} y={-quiet} width={size + 2 * quiet} height={size + 2 * quiet} fill="#fff" />
      <path d={path} fill="#0f172a" />
    </svg>
  );
}
