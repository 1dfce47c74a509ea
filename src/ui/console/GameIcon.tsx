/**
 * A game's icon: SVG markup drawn in code by the game's own module (never anything from outside),
 * put into the card as it is. As an <img>, each icon was a document of its own that the browser
 * parsed, laid out and painted apart: with 22 cards that was most of the console's first render.
 * It is decoration (the card's title names the game), so it is hidden from assistive technology.
 */
export function GameIcon({ svg }: { svg: string }) {
  return <span class="game-icon" aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg }} />;
}
