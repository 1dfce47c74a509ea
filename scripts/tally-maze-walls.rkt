#lang racket/base
;; Writes src/games/tally-maze/plt-walls.txt, the expected decodings the unit tests compare with.
;; Run by hand (racket scripts/tally-maze-walls.rkt > src/games/tally-maze/plt-walls.txt); nothing
;; in the product or CI needs racket. PLT's maze.rkt requires racket/gui, which cannot load without
;; a display, so its enumeration (maze/e) and build-walls are repeated here verbatim, over Racket's
;; own data/enumerate, which does the decoding being checked.
(require data/enumerate/lib racket/set racket/list racket/string racket/contract)

(define (memoize f)
  (define ht (make-hash))
  (λ args (hash-ref ht args (λ () (hash-set! ht args (apply f args)) (hash-ref ht args)))))
(define singleton-false (map/e (λ (_) #f) (λ (_) 0) (below/e 1) #:contract #f))
(define fixed-length-list/e list/e)
(define maze/e
  (memoize
   (λ (width height)
     (cond
       [(or (= 1 height) (= 1 width)) singleton-false]
       [else
        (cons/de
         [ul-w/h-and-break
          (map/e reverse reverse
                 (fixed-length-list/e
                  (below/e 4)
                  (map/e add1 sub1 (below/e (- height 1)) #:contract (integer-in 1 (- height 1)))
                  (map/e add1 sub1 (below/e (- width 1)) #:contract (integer-in 1 (- width 1))))
                 #:contract (list/c (integer-in 1 (- width 1)) (integer-in 1 (- height 1)) (or/c 0 1 2 3)))]
         [tl (ul-w/h-and-break)
             (let ()
               (define ul-w (list-ref ul-w/h-and-break 0))
               (define ul-h (list-ref ul-w/h-and-break 1))
               (define missing (list-ref ul-w/h-and-break 2))
               (define lr-w (- width ul-w))
               (define lr-h (- height ul-h))
               (fixed-length-list/e
                (case missing
                  [(0) (fixed-length-list/e singleton-false (below/e ul-h) (below/e lr-w) (below/e lr-h))]
                  [(1) (fixed-length-list/e (below/e ul-w) singleton-false (below/e lr-w) (below/e lr-h))]
                  [(2) (fixed-length-list/e (below/e ul-w) (below/e ul-h) singleton-false (below/e lr-h))]
                  [(3) (fixed-length-list/e (below/e ul-w) (below/e ul-h) (below/e lr-w) singleton-false)])
                (maze/e ul-w ul-h) (maze/e lr-w ul-h) (maze/e ul-w lr-h) (maze/e lr-w lr-h)))]
         #:dep-expression-finite? #t)]))))

(define (build-walls maze-spec maze-w maze-h)
  (define edges (make-hash))
  (define (add->edge! x1 y1 x2 y2)
    (define k (cons x1 y1))
    (hash-set! edges k (set-add (hash-ref edges k (set)) (cons x2 y2))))
  (define (add-edge! x1 y1 x2 y2) (add->edge! x1 y1 x2 y2) (add->edge! x2 y2 x1 y1))
  (define (remove->edge! x1 y1 x2 y2)
    (define k (cons x1 y1))
    (hash-set! edges k (set-remove (hash-ref edges k) (cons x2 y2))))
  (define (remove-edge! x1 y1 x2 y2) (remove->edge! x1 y1 x2 y2) (remove->edge! x2 y2 x1 y1))
  (for* ([x (in-range 0 maze-w)] [y (in-range 0 maze-h)])
    (unless (zero? x) (add-edge! x y (- x 1) y))
    (unless (zero? y) (add-edge! x y x (- y 1))))
  (define (connect x1 y1 x2 y2)
    (let loop ([x1 (min x1 x2)] [y1 (min y1 y2)] [x2 (max x1 x2)] [y2 (max y1 y2)])
      (cond
        [(and (= x1 x2) (= y1 y2)) (void)]
        [(= x1 x2) (remove-edge! (- x1 1) y1 x1 y1) (loop x1 (+ y1 1) x1 y2)]
        [(= y1 y2) (remove-edge! x1 (- y1 1) x1 y1) (loop (+ x1 1) y1 x2 y2)])))
  (define (draw-horizontal-line line-break width x-start y-start)
    (cond
      [line-break (connect x-start y-start (+ x-start line-break) y-start)
                  (connect (+ x-start line-break 1) y-start (+ x-start width) y-start)]
      [else (connect x-start y-start (+ x-start width) y-start)]))
  (define (draw-vertical-line line-break height x-start y-start)
    (cond
      [line-break (connect x-start y-start x-start (+ y-start line-break))
                  (connect x-start (+ y-start line-break 1) x-start (+ y-start height))]
      [else (connect x-start y-start x-start (+ y-start height))]))
  (let loop ([maze maze-spec] [x 0] [y 0] [maze-w maze-w] [maze-h maze-h])
    (when maze
      (define ul-w (list-ref (list-ref maze 0) 0))
      (define ul-h (list-ref (list-ref maze 0) 1))
      (define lr-w (- maze-w ul-w))
      (define lr-h (- maze-h ul-h))
      (define-values (lb-left lb-top lb-right lb-bottom) (apply values (list-ref maze 1)))
      (draw-horizontal-line lb-left ul-w x (+ y ul-h))
      (draw-vertical-line lb-top ul-h (+ x ul-w) y)
      (draw-horizontal-line lb-right lr-w (+ x ul-w) (+ y ul-h))
      (draw-vertical-line lb-bottom lr-h (+ x ul-w) (+ y ul-h))
      (loop (list-ref maze 2) x y ul-w ul-h)
      (loop (list-ref maze 3) (+ x ul-w) y lr-w ul-h)
      (loop (list-ref maze 4) x (+ y ul-h) ul-w lr-h)
      (loop (list-ref maze 5) (+ x ul-w) (+ y ul-h) lr-w lr-h)))
  edges)

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
