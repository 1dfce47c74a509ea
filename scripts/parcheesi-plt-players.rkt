#lang racket/base
;; PLT's Parcheesi players on fixed positions, headless: for each position (a colour, its dice and
;; the 16 pawns' locations in PLT's order blue, green, red, yellow), the number of distinct end
;; boards PLT's `search` finds, and for Amazing Grace, Polite Polly and Reckless Renee the best
;; score and every end board that has it (PLT picks one of them at random). Run from the root:
;;   racket scripts/parcheesi-plt-players.rkt < src/games/parcheesi/plt-positions.json \
;;     > src/games/parcheesi/plt-players.json
(require racket/class racket/list json
         games/parcheesi/board games/parcheesi/best-players)

(define colors '(blue green red yellow))

(define (loc-of j color)
  (cond [(equal? j "start") 'start]
        [(equal? j "home") 'home]
        [(number? j) j]
        [else (make-home-row-loc (hash-ref j 'hr) color)]))

(define (board-of locs)
  (for/fold ([b (new-board)]) ([j locs] [i (in-naturals)])
    (define color (list-ref colors (quotient i 4)))
    (move-piece b (make-pawn color (remainder i 4)) (loc-of j color))))

(define (loc->json loc)
  (cond [(symbol? loc) (symbol->string loc)]
        [(number? loc) loc]
        [else (hasheq 'hr (home-row-loc-num loc))]))

(define (board->json b)
  (for*/list ([color colors] [id 4])
    (define pawn (make-pawn color id))
    (loc->json
     (let/ec k
       (for-each-pawn/loc b (lambda (p loc) (when (equal? p pawn) (k loc))))
       (error 'board->json "no pawn ~s" pawn)))))

(define (best player color candidates)
  (send player start-game color)
  (define scored (map (lambda (c) (cons (send player score (state-board c)) c)) candidates))
  (define top (apply max (map car scored)))
  (hasheq 'score top
          'boards (for/list ([s scored] #:when (= (car s) top)) (board->json (state-board (cdr s))))))

(define positions (read-json))
(write-json
 (for/list ([p positions])
   (define color (string->symbol (hash-ref p 'color)))
   (define board (board-of (hash-ref p 'locs)))
   (define candidates (search board color (sort (hash-ref p 'dice) <)))
   (hasheq 'candidates (length candidates)
           'grace (best (new best-player%) color candidates)
           'polly (best (new polite-player%) color candidates)
           'renee (best (new reckless-player%) color candidates))))
(newline)
