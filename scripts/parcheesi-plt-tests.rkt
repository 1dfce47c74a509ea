#lang racket/base
;; Turns PLT's Parcheesi move tests (parcheesi/test/moves-test.rkt, 123 checks) into data for our
;; own unit tests: each check's function, its arguments and PLT's expected values (or that PLT
;; expects an error, with the message PLT's code gives). Run from the repository root:
;;   racket scripts/parcheesi-plt-tests.rkt > src/games/parcheesi/plt-move-tests.json
;; The test file's own `test` macros are replaced by ones that record; its expressions run as is.
(require racket/list racket/port json)

(define src (collection-file-path "moves-test.rkt" "games" "parcheesi" "test"))

(define ns (make-base-namespace))
(parameterize ([current-namespace ns])
  (namespace-require 'games/parcheesi/moves)
  (namespace-require 'games/parcheesi/board)
  (namespace-require 'racket/vector))

;; PLT values as JSON: boards are the 16 locations in PLT's pawn order (blue, green, red, yellow).
(define (->json x)
  (cond
    [(boolean? x) x]
    [(number? x) x]
    [(symbol? x) (symbol->string x)]
    [(string? x) x]
    [(void? x) 'null]
    [(null? x) '()]
    [(pair? x) (map ->json x)]
    [(vector? x) (map ->json (vector->list x))]
    [(struct? x)
     (define v (struct->vector x))
     (define name (symbol->string (vector-ref v 0)))
     (define fields (map ->json (cdr (vector->list v))))
     (hasheq 'struct (substring name 7) 'fields fields)]
    [else (format "~s" x)]))

(define records '())
(define (record! h) (set! records (cons h records)))

(define (run-test fn thunk-args thunk-expected)
  (define args (thunk-args))
  (define expected (thunk-expected))
  (record! (hasheq 'fn (symbol->string fn) 'args (map ->json args) 'expected (map ->json expected))))

(define (run-err fn thunk-args thunk-actual)
  (define args (thunk-args))
  (define message
    (with-handlers ([(lambda (e) #t) (lambda (e) (if (exn? e) (exn-message e) (format "~s" e)))])
      (thunk-actual)
      #f))
  (record! (hasheq 'fn (symbol->string fn) 'args (map ->json args) 'error (or message 'null))))

(parameterize ([current-namespace ns])
  (namespace-set-variable-value! 'run-test run-test)
  (namespace-set-variable-value! 'run-err run-err)
  (eval '(define-syntax test
           (syntax-rules (let)
             [(_ (let . body) e ...) (run-test 'make-moves-equal (lambda () '()) (lambda () (list e ...)))]
             [(_ (f a ...) e ...) (run-test 'f (lambda () (list a ...)) (lambda () (list e ...)))])))
  (eval '(define-syntax test-err
           (syntax-rules ()
             [(_ (f a ...) pred) (run-err 'f (lambda () (list a ...)) (lambda () (f a ...)))])))
  (eval '(define-syntax test-take-turn
           (syntax-rules ()
             [(_ c b d m nb) (run-test 'take-turn (lambda () (list c b d m)) (lambda () (list nb)))]
             [(_ c b d m) (run-err 'take-turn (lambda () (list c b d m)) (lambda () (take-turn c b d m)))])))
  (eval '(define (test-results) (void)))
  (define forms
    (with-input-from-file src
      (lambda ()
        (read-line) ; #lang racket/base
        (let loop ([acc '()])
          (define f (read))
          (if (eof-object? f) (reverse acc) (loop (cons f acc)))))))
  (for ([f forms])
    (unless (and (pair? f) (eq? (car f) 'require))
      (eval f))))

(write-json (reverse records))
(newline)
