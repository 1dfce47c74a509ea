#lang racket/base
;; Writes src/games/gcalc/fixtures/plt-eval.rktd: PLT GCalc's own evaluation of a set of
;; expressions, so that our port is checked against PLT without copying its code. It reads the
;; definitions of gcalc.rkt (everything before its GUI), evaluates them here with racket/draw,
;; and draws each case in a bitmap of the cell's size with evaluation on, as PLT's Eval does.
;; Run: racket scripts/gcalc-plt-fixture.rkt (needs Debian's racket; the tests need only the file).
(require racket/list racket/match file/sha1)

(define src "/usr/share/racket/pkgs/games/gcalc/gcalc.rkt")
(define examples "/usr/share/racket/pkgs/games/gcalc/gcalc-examples.rktd")

(define forms
  (with-input-from-file src
    (λ () (parameterize ([read-accept-reader #t] [read-accept-lang #t]) (read)))))
(define (find-unit f)
  (cond [(and (pair? f) (eq? (car f) 'define) (pair? (cdr f)) (eq? (cadr f) 'game@)) (cdddr (caddr f))]
        [(pair? f) (or (find-unit (car f)) (find-unit (cdr f)))]
        [else #f]))
(define unit-body (find-unit forms))
(define pure
  (takef unit-body (λ (f) (not (and (pair? f) (eq? (car f) 'define) (eq? (cadr f) 'gcalc-frame))))))

(define ns (make-base-namespace))
(parameterize ([current-namespace ns])
  (namespace-require 'racket)
  (namespace-require 'racket/draw)
  (eval '(define (begin-busy-cursor) (void)))
  (eval '(define (end-busy-cursor) (void)))
  (for ([f pure]) (eval f)))
(define (plt name) (parameterize ([current-namespace ns]) (eval name)))

(define cells
  (let ([in (open-input-file examples)])
    (for ([_ 8]) (read in))
    (for/hash ([c (read in)] #:when (car c)) (values (car c) (cdr c)))))
(define (ex n) (hash-ref cells n))
(define (ap f . xs) (for/fold ([g f]) ([x xs]) (list 'apply g x)))
(define (lam c body) (list 'lambda (list 'var c) body))

(define x1-fn (ex "\\x.x1"))
(define keep-red (lam 'white (list '\| 'red '(var white))))
(define cases
  (list
   (ap (ex "plus") (ex "two") (ex "three"))
   (ap (ex "numtest (\\n.n(\\x.x1)trn)") (ap (ex "plus") (ex "two") (ex "three")))
   (ap (ex "numtest (\\n.n(\\x.x1)trn)") (ap (ex "times") (ex "two") (ex "three")))
   (ap (ex "plus") (ex "two") (ex "three") keep-red 'blue)
   (ap (ex "times") (ex "two") (ex "three") keep-red 'blue)
   (ap (ex "sub1") (ex "three") keep-red 'blue)
   (ap (ex "minus") (ex "three") (ex "one") keep-red 'blue)
   (ap (ex "if") (ex "car") (ap (ex "cons") 'red 'blue) 'green)
   (ap (ex "if") (ap (ex "zero?") (ex "zero")) 'red 'blue)
   (ap (ex "if") (ap (ex "zero?") (ex "two")) 'red 'blue)
   (ap (ex "and") (ex "car") (ex "cdr") 'red 'blue)
   (ap (ex "null?") (ex "null") 'red 'blue)
   (ap (ex "Y-comb") keep-red)
   (ap (ex "Y-comb") (lam 'white (list '/ (list '- 'yellow '(var white)) 'dark-blue)))
   (ap (ex "slicer") (ex "x2"))
   (ap (ex "slicer") (ex "x1"))
   (ap (list '\| (ex "id") (ex "hole")) (ex "x1"))
   (ap (list '- (ex "hole") x1-fn) (list '/ 'red 'green))
   (ap x1-fn (ap x1-fn (ap x1-fn 'transparent)))
   (ap 'red (list '\| 'blue (list '- 'green 'transparent)))
   (ap (ap x1-fn 'white) 'black)))

(define settings
  ;; (EVAL-DEPTH DRAW-CUTOFF SPLIT-ARGS COLOR-OPS size)
  '((18 8 #f #f 168) (18 8 #f #f 63) (6 8 #f #f 168) (18 #f #f #f 168) (40 20 #f #f 168)
    (18 8 #t #f 168) (18 8 #f #t 168) (100 2 #f #f 600)))

;; PLT's files keep a stale cache flag as a 4th element of some lists; it means nothing.
(define (strip e)
  (if (and (pair? e) (not (eq? (car e) 'var))) (list (car e) (strip (cadr e)) (strip (caddr e))) e))

(define out "src/games/gcalc/fixtures/plt-eval.rktd")
(with-output-to-file out #:exists 'truncate
  (λ ()
    (printf ";; Written by scripts/gcalc-plt-fixture.rkt from PLT's gcalc.rkt: (settings input length-of-output sha1-of-output),\n;; the output as Racket's write prints it (whole, some are megabytes)\n")
    (for* ([s settings] [c cases])
      (match-define (list depth cutoff split ops size) s)
      (parameterize ([current-namespace ns])
        (eval `(set! EVAL-DEPTH ,depth)) (eval `(set! DRAW-CUTOFF ,cutoff))
        (eval `(set! SPLIT-ARGS ,split)) (eval `(set! COLOR-OPS ,ops)))
      (define dc (plt `(new bitmap-dc% [bitmap (make-object bitmap% ,size ,size)])))
      (define result ((plt 'draw-expr) dc c #f #t))
      (define text (format "~s" (strip result)))
      (write (list s c (string-length text) (sha1 (open-input-string text)))) (newline))))
(printf "wrote ~a\n" out)
