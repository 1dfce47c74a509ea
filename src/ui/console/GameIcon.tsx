/** A game's icon is SVG markup drawn in code; an <img> keeps it inert. */
export function GameIcon({ svg }: { svg: string }) {
  return (
    <img
      class="game-icon"
      src={`data:image/svg+xml,${encodeURIComponent(svg)}`}
      alt=""
      width={32}
      height={32}
    />
  );
}
