/**
 * Whole games of the seed's `1v1` run in Racket by bench/onitama/seed.rkt: the deal, blue's and
 * red's chromosomes and the depth, then the result and the plies played. Made with
 *
 *   racket bench/onitama/seed.rkt < requests.txt
 */
export const RACKET_DUELS: readonly (readonly [request: string, reply: string])[] = [
  ['eel,crab,horse,frog,tiger 4,4,1,2,3 3,5,6,5,4 1', '-1 6'],
  ['crab,frog,horse,eel,tiger 6,0,0,2,4 0,0,0,0,0 2', '-1 14'],
  ['horse,eel,tiger,crab,frog 2,4,4,1,0 2,6,5,5,0 3', '-1 16'],
  ['frog,eel,crab,tiger,horse 0,5,0,0,4 6,0,3,1,5 1', '-1 6'],
  ['crab,eel,frog,horse,tiger 5,2,4,6,5 0,6,6,3,2 2', '-1 12'],
  ['horse,tiger,crab,eel,frog 5,0,0,4,1 5,4,4,0,4 3', '-1 12'],
  ['tiger,frog,crab,eel,horse 4,4,1,2,3 5,2,0,3,4 1', '-1 8'],
  ['frog,horse,crab,eel,tiger 4,3,4,4,5 0,0,0,0,0 2', '-1 12'],
  ['tiger,horse,frog,crab,eel 6,3,5,2,2 2,1,1,4,3 3', '1 17'],
  ['frog,horse,tiger,eel,crab 0,4,5,2,2 6,4,3,4,0 1', '-1 6'],
  ['crab,horse,tiger,eel,frog 5,1,4,4,5 1,1,0,3,0 2', '1 15'],
  ['tiger,crab,horse,eel,frog 4,5,2,2,0 0,2,2,2,0 3', '1 13'],
  ['tiger,horse,eel,crab,frog 4,4,1,2,3 0,3,3,1,4 1', '-1 12'],
  ['frog,tiger,crab,horse,eel 5,0,2,4,6 0,0,0,0,0 2', '1 35'],
  ['crab,frog,eel,horse,tiger 6,1,3,1,6 1,3,5,4,6 3', '1 11'],
  ['frog,horse,tiger,crab,eel 5,6,2,6,2 1,5,3,2,1 1', '-1 6'],
  ['tiger,horse,crab,frog,eel 1,6,4,6,6 0,1,6,1,0 2', '1 27'],
  ['crab,tiger,horse,frog,eel 6,5,0,3,0 1,4,2,6,5 3', '1 13'],
  ['frog,crab,horse,tiger,eel 4,4,1,2,3 6,0,6,4,6 1', '-1 6'],
  ['horse,tiger,frog,crab,eel 6,6,4,5,1 0,0,0,0,0 2', '1 21'],
  ['horse,eel,crab,tiger,frog 3,3,4,1,6 0,1,4,1,4 3', '-1 14'],
  ['crab,tiger,horse,frog,eel 3,3,0,1,1 4,0,3,0,3 1', '-1 6'],
  ['tiger,eel,crab,horse,frog 6,3,0,4,4 6,2,6,0,0 2', '-1 26'],
  ['frog,eel,horse,tiger,crab 5,4,4,4,6 5,0,6,1,6 3', '1 17'],
];
