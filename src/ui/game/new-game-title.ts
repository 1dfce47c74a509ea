/** The New dialog's title: "New Connect 4 game", but "New Mini Card Game", not "... Game game". */
export const newGameTitle = (title: string): string =>
  /\bgame$/i.test(title.trim()) ? `New ${title}` : `New ${title} game`;
