#lang racket/base
;; Writes src/games/tally-maze/plt-walls.txt, the expected decodings the unit tests compare with.
;; Run by hand (racket scripts/tally-maze-walls.rkt > src/games/tally-maze/plt-walls.txt); nothing
;; in the product or CI needs racket. PLT's maze.rkt requires racket/gui, which cannot load without
;; a display, so its enumeration (maze/e) and build-walls are repeated in tally-maze-enum.rkt,
;; over Racket's own data/enumerate, which does the decoding being checked.
(require data/enumerate/lib racket/set racket/string "tally-maze-enum.rkt")

;; The walls as `games tally-maze walls` prints them: rows from the top joined by /, one digit a
;; cell, 1 the right edge open, 2 the bottom edge open, 3 both.
(define (walls-string w h n)
  (define edges (build-walls (from-nat (maze/e w h) n) w h))
  (define (open? a b) (set-member? (hash-ref edges a (set)) b))
  (string-join
   (for/list ([y (in-range h)])
     (apply string-append
            (for/list ([x (in-range w)])
              (number->string (+ (if (open? (cons x y) (cons (+ x 1) y)) 1 0)
                                 (if (open? (cons x y) (cons x (+ y 1))) 2 0))))))
   "/"))

(define (line w h n) (printf "~a ~a ~a ~a\n" w h n (walls-string w h n)))
(define (count w h) (enum-count (maze/e w h)))

(printf "# count W H N: the number of mazes; walls W H N DIGITS: maze N's walls. From racket's data/enumerate.\n")
(for* ([w (in-range 1 10)] [h (in-range 1 10)])
  (printf "count ~a ~a ~a\n" w h (count w h)))
(for ([wh '((12 12) (13 11) (16 16) (20 9) (30 30))])
  (printf "count ~a ~a ~a\n" (car wh) (cadr wh) (count (car wh) (cadr wh))))
(define (walls w h n) (printf "walls ") (line w h (modulo n (count w h))))
(for ([i (in-range 4)]) (walls 2 2 i))
(for ([i (in-range 192)]) (walls 3 3 i))
(for ([i (in-range 60)]) (walls 6 6 i))
(for ([i (in-range 40)]) (walls 2 5 (* i 3)))
(for ([i (in-range 40)]) (walls 5 3 (* i 97)))
(random-seed 21)
(for ([wh '((4 4) (5 5) (7 4) (3 8) (9 9) (12 12) (12 12) (13 11) (16 16) (20 9) (30 30))])
  (define c (count (car wh) (cadr wh)))
  (for ([k (in-range 6)])
    ;; random-natural over the whole range, built from 30-bit draws (no math/base needed)
    (define r (for/fold ([acc 0]) ([_ (in-range (+ 2 (quotient (integer-length c) 24)))])
                (+ (* acc 16777216) (random 16777216))))
    (walls (car wh) (cadr wh) (modulo r c))))
(define c12 (count 12 12))
(for ([n (list 0 1 2 (- c12 1) (- c12 2) (quotient c12 2) (+ (quotient c12 2) 1)
               12345678901234567890123456789012345678901234567890
               98765432109876543210987654321098765432109876543210)])
  (walls 12 12 n))
