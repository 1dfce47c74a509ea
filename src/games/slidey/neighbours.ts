/** For each cell of a W×H grid, the cells next to it (up, left, right, down). */
export function neighbourLists(width: number, height: number): number[][] {
  const lists: number[][] = [];
  for (let c = 0; c < width * height; c++) {
    const x = c % width;
    const y = Math.floor(c / width);
    const list: number[] = [];
    if (y > 0) list.push(c - width);
    if (x > 0) list.push(c - 1);
    if (x < width - 1) list.push(c + 1);
    if (y < height - 1) list.push(c + width);
    lists.push(list);
  }
  return lists;
}
