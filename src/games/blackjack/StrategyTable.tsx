import { BASIC_STRATEGY } from './basic-strategy.ts';

/** Up cards as strategy cards print them: 2 to 10, then the ace (the table keeps the ace first). */
const UPS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'A'];
const byColumn = (cells: readonly string[]) => [...cells.slice(1), cells[0] as string];

const GROUPS = [
  { name: 'Hard totals', prefix: 'hard ' },
  { name: 'Soft totals (an ace counted 11)', prefix: 'soft ' },
  { name: 'Pairs', prefix: 'pair ' },
] as const;

/** The letters' colours are a CSS class each; the letter itself stays for screen readers. */
const CELL_CLASS: Readonly<Record<string, string>> = {
  S: 'bj-s',
  H: 'bj-h',
  D: 'bj-d',
  Ds: 'bj-d',
  P: 'bj-p',
};

/** The basic strategy derived by ev.ts for these rules: hard totals, soft totals and pairs. */
export function StrategyTable() {
  return (
    <details class="bj-strategy">
      <summary>Basic strategy (4 decks, off the top)</summary>
      <p>
        S stand, H hit, D double (else hit), Ds double (else stand), P split; columns are the
        dealer's up card.
      </p>
      {GROUPS.map((g) => (
        <table key={g.prefix} aria-label={g.name}>
          <caption>{g.name}</caption>
          <thead>
            <tr>
              <th scope="col">You</th>
              {UPS.map((u) => (
                <th key={u} scope="col">
                  {u}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Object.entries(BASIC_STRATEGY)
              .filter(([row]) => row.startsWith(g.prefix))
              .map(([row, cells]) => (
                <tr key={row}>
                  <th scope="row">{row.slice(g.prefix.length)}</th>
                  {byColumn(cells).map((c, i) => (
                    <td key={UPS[i]} class={CELL_CLASS[c]}>
                      {c}
                    </td>
                  ))}
                </tr>
              ))}
          </tbody>
        </table>
      ))}
    </details>
  );
}
