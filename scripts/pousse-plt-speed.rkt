#lang racket/base
;; How fast PLT's own Smart robot (robot.rkt from Debian's racket package) searches, for
;; bench/pousse/plt-speed.ts: on each position it reads, the robot thinks as PLT runs it
;; (threads, coin flips and iterative deepening untouched) and this prints, after each
;; iteration it finishes, the CPU time and the positions rated so far. Run by the bench:
;;   racket scripts/pousse-plt-speed.rkt SECONDS < positions
;; Each input line is a board size and the moves so far ("4 T1B1L3"); each output line is
;; "position depth cpu-ms rated". PLT's files are loaded as they are but for three edits on
;; copies in a temporary folder: the think time (25 s) comes from SECONDS, every call of the
;; goodness is counted, and each finished iteration is reported.
(require racket/file racket/string racket/list "pousse-plt-copy.rkt")

(define seconds (string->number (vector-ref (current-command-line-arguments) 0)))
(define hooks (path->string (build-path tmp "hooks.rkt")))

(void (call-with-output-file hooks
  (lambda (p)
    (write-string
     "#lang racket/base
(provide run-time rated! rated-count reset! report!)
(define run-time (make-parameter 25))
(define rated 0)
(define (rated!) (set! rated (add1 rated)))
(define (rated-count) rated)
(define (reset!) (set! rated 0))
(define report! (make-parameter void))
" p))))

(copy-patched "robot.rkt"
              (list (cons "(require \"counter.rkt\"\n         \"board.rkt\"\n         \"utils.rkt\")"
                          (format "(require ~a ~a ~a (file ~s))" (abs "counter.rkt") (abs "board.rkt")
                                  (abs "utils.rkt") hooks))
                    (cons "(define RUN-TIME 25)" "(define RUN-TIME (run-time))")
                    (cons "(invoke-unit counter@ (import params^ up-to^))"
                          "(let ([g (invoke-unit counter@ (import params^ up-to^))]) (lambda a (rated!) (apply g a)))")
                    (cons "(set! result (f iteration))"
                          "(set! result (f iteration)) ((report!) iteration)")))

(define robot (dynamic-require (build-path tmp "robot.rkt") 'robot))
(define (hook name) (dynamic-require (string->path hooks) name))
(define-values (run-time report! reset! rated-count)
  (values (hook 'run-time) (hook 'report!) (hook 'reset!) (hook 'rated-count)))
(define board-size (dynamic-require (build-path dir "board-size.rkt") 'current-board-size))

;; "T1B2" as PLT's history: ((t 1) (b 2)).
(define (parse-moves text)
  (for/list ([m (regexp-match* #px"[TBLR][0-9]+" text)])
    (list (string->symbol (string-downcase (substring m 0 1))) (string->number (substring m 1)))))

(for ([line (in-lines)] [k (in-naturals)])
  (define parts (string-split line))
  (define n (string->number (car parts)))
  (define moves (parse-moves (if (null? (cdr parts)) "" (cadr parts))))
  (define t0 (current-process-milliseconds))
  (parameterize ([board-size n]
                 [run-time seconds]
                 [report! (lambda (d)
                            (printf "~a ~a ~a ~a\n" k d (- (current-process-milliseconds) t0)
                                    (rated-count))
                            (flush-output))])
    (reset!)
    ;; PLT leaves its search thread running after it answers: stop it before the next position.
    (define c (make-custodian))
    (parameterize ([current-custodian c]) (robot n moves))
    (custodian-shutdown-all c)))
(delete-directory/files tmp)
