#lang racket/base
;; PLT's Pousse files for the scripts that run PLT's own robot (pousse-plt-fixtures.rkt,
;; pousse-plt-speed.rkt): the folder of Debian's racket package that holds them, and copies
;; with a few edits in a temporary folder, each edit failing loudly if PLT's text has changed.
(require racket/file racket/string)
(provide dir tmp copy-patched abs)

(define plt (collection-file-path "robot.rkt" "games" "pousse"))
(define dir (let-values ([(base name dir?) (split-path plt)]) base))
(define tmp (make-temporary-directory "pousse-plt~a"))

;; Copies PLT's file `name` into `tmp`, each (old . new) of `edits` replacing its first match.
(define (copy-patched name edits)
  (define text (file->string (build-path dir name)))
  (define out
    (for/fold ([t text]) ([e edits])
      (unless (string-contains? t (car e)) (error 'patch "~a: no ~s" name (car e)))
      (string-replace t (car e) (cdr e) #:all? #f)))
  (void (call-with-output-file (build-path tmp name) (lambda (p) (write-string out p)) #:exists 'truncate)))

;; A require spec for PLT's own, unedited file `name`.
(define (abs name) (format "(file ~s)" (path->string (build-path dir name))))
