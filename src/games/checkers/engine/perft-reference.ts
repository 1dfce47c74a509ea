/** Published perft counts of English draughts from the start, depths 1 to 10. */
export const START_PERFT = [7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963680, 18391564];
