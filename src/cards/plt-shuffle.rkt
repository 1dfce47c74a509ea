#lang racket/base
;; Writes plt-shuffle.json: PLT's own shuffle-list (games/cards/utils.rkt) run headless on the
;; numbers 0..51, seven passes, with the (random 2) coins it was given, for plt-shuffle.test.ts.
;;   racket src/cards/plt-shuffle.rkt > src/cards/plt-shuffle.json &&
;;     npx biome format --write src/cards/plt-shuffle.json
(require (file "/usr/share/racket/pkgs/games/cards/utils.rkt") racket/string)
(define (case seed)
  (random-seed seed)
  ;; shuffle-list draws only (random 2), so the same seed's first coins are the ones it used.
  (define coins (for/list ([i 400]) (random 2)))
  (random-seed seed)
  (define deck (shuffle-list (for/list ([i 52]) i) 7))
  (format "{\"seed\":~a,\"coins\":[~a],\"deck\":[~a]}" seed
          (string-join (map number->string coins) ",")
          (string-join (map number->string deck) ",")))
(printf "[~a]\n" (string-join (map case '(1 2 3)) ",\n"))
