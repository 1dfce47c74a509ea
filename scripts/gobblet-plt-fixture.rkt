#lang racket/base
;; Writes src/games/gobblet/plt/fixtures/plt-choices.json: the moves PLT's own Gobblet
;; auto-player (explore.rkt, heuristics.rkt, plays-3x3.rkt, model.rkt) chooses on fixed positions,
;; so that our port is checked against PLT's code. PLT rates leaves with (random); to fix it,
;; the heuristics are loaded from PLT's file with (random) replaced by a small LCG that the test
;; replays (x <- (1103515245 x + 12345) mod 2^31, value x / 2^31), seeded per query. Each query
;; runs one stage (steps, depth) with no time limit, as PLT's search-proc does with timeout
;; +inf.0. Positions come from seeded random legal play; cells are i + n*j (i the column).
;; Run: racket scripts/gobblet-plt-fixture.rkt
(require racket/unit racket/list racket/string racket/file
         (lib "games/gobblet/sig.rkt")
         (only-in (lib "games/gobblet/model.rkt") model-unit@)
         (only-in (lib "games/gobblet/explore.rkt") explore-unit@))

(define dir "/usr/share/racket/pkgs/games/gobblet/")

;; PLT's heuristics with a fixed random stream, loaded from a patched copy of its file.
(define lcg-path (make-temporary-file "gobblet-lcg-~a.rkt"))
(with-output-to-file lcg-path #:exists 'truncate
  (lambda ()
    (printf "#lang racket/base\n(provide lcg-random lcg-seed!)\n(define x 0)\n")
    (printf "(define (lcg-seed! s) (set! x s))\n")
    (printf "(define (lcg-random) (set! x (modulo (+ (* x 1103515245) 12345) 2147483648)) (/ x 2147483648.0))\n")))
(define heur-path (make-temporary-file "gobblet-heuristics-~a.rkt"))
(void (with-output-to-file heur-path #:exists (quote truncate)
  (lambda ()
    (write-string
     (let* ([s (file->string (build-path dir "heuristics.rkt"))]
            [s (string-replace s "(random)" "(lcg-random)")]
            [s (string-replace s "\"sig.rkt\"" "(lib \"games/gobblet/sig.rkt\")")]
            [s (string-replace s "\"plays-3x3.rkt\""
                               (format "(lib \"games/gobblet/plays-3x3.rkt\") (file ~s)"
                                       (path->string lcg-path)))])
       s)))))
(define heuristics-unit@ (dynamic-require heur-path 'heuristics-unit@))
(define lcg-seed! (dynamic-require lcg-path 'lcg-seed!))

(define out '())

(define (run board-size games plies stages modes)
  (define-unit board-config@ (import) (export config^) (define BOARD-SIZE board-size))
  (define-unit driver@
    (import config^ explore^ model^ heuristics^)
    (export)
    (define n BOARD-SIZE)
    (define (piece who size) (list-ref (if (eq? who 'red) red-pieces yellow-pieces) size))
    ;; Every legal move as (size from to), PLT's move deciding legality.
    (define (legal board who)
      (define enters (remove-duplicates (map car (available-off-board board who))))
      (define cells (for*/list ([j n] [i n]) (cons i j)))
      (append
       (for*/list ([sz enters] [c cells]
                   #:when (move board (piece who sz) #f #f (car c) (cdr c) (lambda (b) #t) (lambda () #f)))
         (list sz #f (+ (car c) (* n (cdr c)))))
       (for*/list ([f cells]
                   #:when (let ([l (board-ref board (car f) (cdr f))])
                            (and (pair? l) (eq? who (piece-color (car l)))))
                   [c cells]
                   #:when (move board (car (board-ref board (car f) (cdr f))) (car f) (cdr f)
                                (car c) (cdr c) (lambda (b) #t) (lambda () #f)))
         (list (piece-size (car (board-ref board (car f) (cdr f))))
               (+ (car f) (* n (cdr f))) (+ (car c) (* n (cdr c)))))))
    (define (apply-m board who m)
      (define-values (sz from to) (apply values m))
      (move board (piece who sz)
            (and from (modulo from n)) (and from (quotient from n))
            (modulo to n) (quotient to n) values (lambda () (error 'fixture "bad move ~a" m))))
    (for ([g games])
      (random-seed (+ 1000 g (* 100 n)))
      (let loop ([board empty-board] [who 'red] [moves '()] [k 0])
        (unless (or (winner? board 'red) (winner? board 'yellow))
          (when (>= k 0)
            (for* ([mode modes] [st stages])
              (define seed (+ 7 (* 31 g) k))
              (lcg-seed! seed)
              (define search
                (make-search (if (= n 3) make-3x3-rate-board make-4x4-rate-board)
                             (if (= n 3)
                                 (if (eq? mode 'smart) make-3x3-canned-moves make-3x3-no-canned-moves)
                                 make-4x4-canned-moves)))
              (define p (search +inf.0 (car st) (cadr st) who board null))
              (set! out
                    (cons (format "{\"size\":~a,\"mode\":\"~a\",\"seed\":~a,\"steps\":~a,\"depth\":~a,\"moves\":[~a],\"play\":[~a,~a,~a,~a]}"
                                  n mode seed (car st) (cadr st)
                                  (string-join (for/list ([m (reverse moves)])
                                                 (format "[~a,~a,~a]" (car m) (or (cadr m) "null") (caddr m)))
                                               ",")
                                  (piece-size (list-ref p 0))
                                  (if (list-ref p 1) (+ (list-ref p 1) (* n (list-ref p 2))) "null")
                                  (+ (list-ref p 3) (* n (list-ref p 4)))
                                  (list-ref p 5))
                          out))))
          (when (< k plies)
            (define ms (legal board who))
            (unless (null? ms)
              (define m (list-ref ms (random (length ms))))
              (loop (apply-m board who m) (if (eq? who 'red) 'yellow 'red) (cons m moves) (add1 k))))))))
  (invoke-unit
   (compound-unit
    (import) (export)
    (link [((CONFIG : config^)) board-config@]
          [((MODEL : model^)) model-unit@ CONFIG]
          [((EXPLORE : explore^)) explore-unit@ CONFIG MODEL]
          [((HEUR : heuristics^)) heuristics-unit@ CONFIG MODEL EXPLORE]
          [() driver@ CONFIG EXPLORE MODEL HEUR]))))

(define all-stages '((1 2) (1 3) (2 2) (2 3)))
(run 3 (range 6) 7 all-stages '(ok smart))
(run 4 (range 3) 5 '((1 2) (2 2)) '(ok))

(define file "src/games/gobblet/plt/fixtures/plt-choices.json")
(with-output-to-file file #:exists 'truncate
  (lambda () (printf "[\n~a\n]\n" (string-join (reverse out) ",\n"))))
(printf "wrote ~a (~a choices)\n" file (length out))
