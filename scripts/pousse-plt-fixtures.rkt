#lang racket/base
;; Writes src/games/pousse/plt/plt-choices.txt: the moves PLT's own Smart robot (robot.rkt,
;; counter.rkt, board.rkt, utils.rkt from Debian's racket package) chooses on fixed positions,
;; for the unit tests to compare with our port. Run by hand:
;;   racket scripts/pousse-plt-fixtures.rkt > src/games/pousse/plt/plt-choices.txt
;; PLT's files are loaded as they are but for three edits made here on copies in a temporary
;; folder: a fixed search depth instead of 25 s of iterative deepening, no threads (the four
;; board turns run one after another, in the order PLT starts them), and pick-best's coin
;; `(zero? (random 2))` replaced by a fixed sequence that our tests repeat: "first" (never take
;; a later equal), "last" (always) or "mixed" (call k says yes when k*k mod 7 < 3).
(require racket/file racket/string racket/list "pousse-plt-copy.rkt")

(define hooks (path->string (build-path tmp "hooks.rkt")))

(void (call-with-output-file (build-path tmp "hooks.rkt")
  (lambda (p)
    (write-string
     "#lang racket/base
(provide fixture-depth coin-mode coin)
(define fixture-depth (make-parameter 0))
(define coin-mode (make-parameter 'first))
(define k 0)
(define (coin)
  (begin0
    (case (coin-mode)
      [(first) #f]
      [(last) #t]
      [else (< (modulo (* k k) 7) 3)])
    (set! k (add1 k))))
(provide reset-coin!)
(define (reset-coin!) (set! k 0))
" p))))

(copy-patched "utils.rkt"
              (list (cons "(require \"board-size.rkt\"\n         \"board.rkt\")"
                          (format "(require ~a ~a (file ~s))" (abs "board-size.rkt") (abs "board.rkt") hooks))
                    (cons "(zero? (random 2))" "(coin)")))
(copy-patched "robot.rkt"
              (list (cons "(require \"counter.rkt\"\n         \"board.rkt\"\n         \"utils.rkt\")"
                          (format "(require ~a ~a (file ~s) (file ~s))" (abs "counter.rkt") (abs "board.rkt")
                                  (path->string (build-path tmp "utils.rkt")) hooks))
                    (cons "(define THREAD-LIMIT 4)" "(define THREAD-LIMIT 0)")
                    (cons "(if (< turn-number 2)\n          1\n          #f)" "(fixture-depth)")))

(define robot (dynamic-require (build-path tmp "robot.rkt") 'robot))
(define-values (reset-coin! coin-mode fixture-depth)
  (values (dynamic-require (string->path hooks) 'reset-coin!)
          (dynamic-require (string->path hooks) 'coin-mode)
          (dynamic-require (string->path hooks) 'fixture-depth)))
(define board-size (dynamic-require (build-path dir "board-size.rkt") 'current-board-size))
(define-values (new-board push find-winner x o)
  (values (dynamic-require (build-path dir "board.rkt") 'new-board)
          (dynamic-require (build-path dir "board.rkt") 'push)
          (dynamic-require (build-path dir "utils.rkt") 'find-winner)
          (dynamic-require (build-path dir "board.rkt") 'x)
          (dynamic-require (build-path dir "board.rkt") 'o)))

(define sides '((t . top) (b . bottom) (l . left) (r . right)))

;; A random game prefix of `len` moves that is not over (no straights winner, no repeat).
(define (random-moves n len)
  (parameterize ([board-size n])
    (let loop ([tries 0])
      (let try ([b (new-board n)] [seen '()] [ms '()] [k 0] [x? #t])
        (if (= k len)
            (reverse ms)
            (let* ([s (list-ref '(t b l r) (random 4))]
                   [i (add1 (random n))]
                   [nb (push b (cdr (assq s sides)) (sub1 i) (if x? x o))]
                   [key (format "~a~a" (board->string nb) x?)])
              (if (or (find-winner nb) (member key seen))
                  (if (< tries 200) (loop (add1 tries)) (reverse ms))
                  (try nb (cons key seen) (cons (list s i) ms) (add1 k) (not x?)))))))))

;; The board's cells as text, through board-cell (the struct's fields are not exported).
(define board-cell (dynamic-require (build-path dir "board.rkt") 'board-cell))
(define (board->string b)
  (define n (board-size))
  (apply string-append
         (for*/list ([r n] [c n]) (string (board-cell b c r)))))

(define (move->string m) (format "~a~a" (string-upcase (symbol->string (car m))) (cadr m)))

(random-seed 20261123)
(define cases
  (remove-duplicates (append
   ;; The opening tweaks: O's first move and X's second, at PLT's depth 1.
   (for*/list ([n '(4 5)] [len '(0 1 2)] [k 3]) (list n (random-moves n len) '(0 1)))
   (for*/list ([n '(3 4 5 6)] [len '(3 6 9 12 16)] [k 2]) (list n (random-moves n len) '(0 1 2)))
   (for*/list ([n '(4)] [len '(4 8 12 18 24)] [k 2]) (list n (random-moves n len) '(3))))))

(printf "# PLT Smart's choices: size, moves, depth, coin, move. Written by scripts/pousse-plt-fixtures.rkt\n")
(for ([c cases])
  (define n (car c))
  (define moves (cadr c))
  (for* ([d (caddr c)] [mode '(first last mixed)])
    (reset-coin!)
    (define m
      (parameterize ([board-size n] [fixture-depth d] [coin-mode mode])
        (robot n moves)))
    (printf "~a ~a ~a ~a ~a\n" n (if (null? moves) "-" (apply string-append (map move->string moves)))
            d mode (move->string m))))
(delete-directory/files tmp)
