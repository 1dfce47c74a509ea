#lang racket/base
;; Writes src/games/tally-maze/plt-play.txt: PLT's pumpkins answering random key presses, for the
;; unit tests to replay. Run by hand:
;;   racket scripts/tally-maze-play.rkt > src/games/tally-maze/plt-play.txt
;; The game logic below is PLT's games/tally-maze/state.rkt (move, stay-put, next-maze,
;; move-computer, preferred-direction), repeated verbatim but for the struct's unused fields,
;; because state.rkt loads maze.rkt, which needs a display.
(require data/enumerate/lib racket/set racket/list racket/string "tally-maze-enum.rkt")

(struct state (w h maze-count maze-index edges player computer1 computer2) #:transparent)

(define (decode-maze w h n) (from-nat (maze/e w h) n))
(define (stay-put this-state) (move-computer this-state))
(define (move dir this-state)
  (define-values (dx dy)
    (case dir [(left) (values -1 0)] [(up) (values 0 -1)] [(right) (values 1 0)] [(down) (values 0 1)]))
  (cond
    [(game-over? this-state) this-state]
    [else
     (define new-x (+ dx (car (state-player this-state))))
     (define new-y (+ dy (cdr (state-player this-state))))
     (define new-pr (cons new-x new-y))
     (cond
       [(and (<= 0 new-x (- (state-w this-state) 1))
             (<= 0 new-y (- (state-h this-state) 1))
             (edge-connecting? (state-edges this-state) (state-player this-state) new-pr))
        (move-computer (struct-copy state this-state [player new-pr]))]
       [else this-state])]))
(define (game-over? s) (or (computer-won? s) (player-won? s)))
(define (player-won? s)
  (and (= (car (state-player s)) (- (state-w s) 1)) (= (cdr (state-player s)) (- (state-h s) 1))))
(define (computer-won? s)
  (or (equal? (state-player s) (state-computer1 s)) (equal? (state-player s) (state-computer2 s))))
(define (edge-connecting? edges a b) (set-member? (hash-ref edges a) b))
(define (move-computer the-state)
  (cond
    [(or (equal? (state-player the-state) (state-computer1 the-state))
         (equal? (state-player the-state) (state-computer2 the-state)))
     the-state]
    [else
     (define end (state-player the-state))
     (define this-edges (state-edges the-state))
     (define next-edges (state-next-edges the-state))
     (define-values (this-maze-c1 this-maze-c1-dist) (preferred-direction this-edges (state-computer1 the-state) end))
     (define-values (this-maze-c2 this-maze-c2-dist) (preferred-direction this-edges (state-computer2 the-state) end))
     (define-values (next-maze-c1 next-maze-c1-dist) (preferred-direction next-edges (state-computer1 the-state) end))
     (define-values (next-maze-c2 next-maze-c2-dist) (preferred-direction next-edges (state-computer2 the-state) end))
     (cond
       [(<= this-maze-c1-dist this-maze-c2-dist)
        (struct-copy state the-state
                     [computer1 this-maze-c1]
                     [computer2 (if (edge-connecting? this-edges (state-computer2 the-state) next-maze-c2)
                                    next-maze-c2
                                    (state-computer2 the-state))])]
       [else
        (struct-copy state the-state
                     [computer1 (if (edge-connecting? this-edges (state-computer1 the-state) next-maze-c1)
                                    next-maze-c1
                                    (state-computer1 the-state))]
                     [computer2 this-maze-c2])])]))
(define (state-next-edges s)
  (build-walls (decode-maze (state-w s) (state-h s) (modulo (+ (state-maze-index s) 1) (state-maze-count s)))
               (state-w s) (state-h s)))
(define (preferred-direction edges start end)
  (define visited (make-hash))
  (define dir
    (let loop ([node start] [dist 0])
      (cond
        [(hash-ref visited node #f) #f]
        [else
         (hash-set! visited node dist)
         (cond
           [(equal? node end) node]
           [else (for/or ([neighbor (in-set (hash-ref edges node))])
                   (and (loop neighbor (+ dist 1)) neighbor))])])))
  (values dir (hash-ref visited end)))
(define (next-maze s)
  (define n (fill-in-maze s (modulo (+ (state-maze-index s) 1) (state-maze-count s))))
  (if (game-over? s) n (move-computer n)))
(define (fill-in-maze s new-val)
  (struct-copy state s [maze-index new-val]
               [edges (build-walls (decode-maze (state-w s) (state-h s) new-val) (state-w s) (state-h s))]))
(define (initial-state w h n)
  (fill-in-maze (state w h (enum-count (maze/e w h)) #f #f (cons 0 0) (cons (- w 1) (- h 1)) (cons (- w 1) (- h 1))) n))

;; One line a game: `game W H BOARD`, then one line a key: the key, then PLT's state after it
;; (board, you x,y, pumpkin 1 x,y, pumpkin 2 x,y), until the game is over.
(define (xy p) (format "~a,~a" (car p) (cdr p)))
(define keys '(up down left right stay next))
(define (play w h n presses)
  (printf "game ~a ~a ~a\n" w h n)
  (let loop ([s (initial-state w h n)] [k 0])
    (unless (or (game-over? s) (= k presses))
      (define key (list-ref keys (random (length keys))))
      (define t (case key [(stay) (stay-put s)] [(next) (next-maze s)] [else (move key s)]))
      (printf "~a ~a ~a ~a ~a\n" key (state-maze-index t) (xy (state-player t)) (xy (state-computer1 t)) (xy (state-computer2 t)))
      (loop t (+ k 1)))))

(random-seed 19)
(printf "# PLT's state.rkt answering random keys; see scripts/tally-maze-play.rkt\n")
(for ([k (in-range 12)]) (play 3 3 (random 192) 40))
(for ([k (in-range 12)]) (play 5 4 (random (enum-count (maze/e 5 4))) 60))
(for ([k (in-range 8)])
  (define c (enum-count (maze/e 12 12)))
  (play 12 12 (modulo (* (random 1000000000) (random 1000000000) (random 1000000000)) c) 80))
(play 12 12 0 80)
