/** The bar above the board, as PLT's: the seconds played and the mines not yet flagged. */
export function MinesBar({ seconds, left }: { seconds: number; left: number }) {
  return (
    <div class="mines-bar">
      <span class="mines-time" data-seconds={seconds}>
        Time: {seconds}
      </span>
      <span class="mines-left" data-left={left}>
        Mines: {left}
      </span>
    </div>
  );
}
