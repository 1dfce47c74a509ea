#lang racket/base
;; Writes src/games/gobblet/plt/plays-3x3.ts from PLT's canned 3x3 table (plays-3x3.rkt): the 74
;; positions with Red's winning play that make PLT's "Smart" auto-player. Each entry is the
;; board as 9 stack ids (PLT's ids, which are ours: one base-3 digit per size, 1 red, 2 yellow),
;; the piece size, the from-cell (null: off the board), the to-cell (i + 3j) and PLT's estimate
;; of plies to the end. Run: racket scripts/gobblet-plays.rkt
(require racket/list racket/string)
(define plays (dynamic-require (quote (lib "games/gobblet/plays-3x3.rkt")) '3x3-plays))
(define out "src/games/gobblet/plt/plays-3x3.ts")
(with-output-to-file out #:exists 'truncate
  (lambda ()
    (printf "/**\n * PLT's canned 3×3 plays (plays-3x3.rkt), written by scripts/gobblet-plays.rkt: do not edit.\n")
    (printf " * [board as 9 stack ids from the mover's side, size, from (null: off board), to, turns].\n */\n")
    (printf "export const CANNED_3X3: readonly (readonly [readonly number[], number, number | null, number, number])[] = [\n")
    (for ([p plays])
      (printf "  [[~a], ~a, ~a, ~a, ~a],\n"
              (string-join (map number->string (vector->list (car p))) ", ")
              (list-ref p 1) (or (list-ref p 2) "null") (list-ref p 3) (list-ref p 4)))
    (printf "];\n")))
(printf "wrote ~a (~a plays)\n" out (length plays))
