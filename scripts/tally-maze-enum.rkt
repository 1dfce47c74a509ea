#lang racket/base
;; PLT's maze enumeration (maze/e) and build-walls from games/tally-maze/maze.rkt, repeated
;; verbatim because maze.rkt requires racket/gui, which cannot load without a display. Used only
;; by the scripts that write the expected data of the unit tests; nothing in the product or CI
;; needs racket.
(require data/enumerate/lib racket/set racket/list racket/contract)
(provide maze/e build-walls)

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

