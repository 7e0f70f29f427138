;;; emacs-client.el --- drives Ludex's language server from Emacs's Eglot, in batch  -*- lexical-binding: t -*-
;; Environment: LUDEX_CMD (the server command, words separated by newlines), LUDEX_GCG (a game
;; whose one finding, a lowercase coordinate, has a quick fix), LUDEX_OUT (where the results go,
;; one per line). Works with Emacs 28 and Debian's elpa-eglot 1.9, and later ones. Three things
;; differ from an interactive session: the packages Debian installs are found by hand under -Q,
;; the change is signalled at once (the idle timer that sends it never fires in batch), and on
;; Emacs 28 shutdown and exit are sent by hand.
(require 'package)
(add-to-list 'package-directory-list "/usr/share/emacs/site-lisp/elpa")
(package-initialize)
(require 'eglot)
(require 'xref)
(setq eglot-sync-connect t eglot-connect-timeout 60 eglot-autoreconnect nil)

(defvar ludex-out nil)
(defun ludex-note (format-string &rest args)
  (push (replace-regexp-in-string "\n" " " (apply #'format format-string args)) ludex-out))
(defun ludex-write ()
  (with-temp-file (getenv "LUDEX_OUT")
    (insert (mapconcat #'identity (reverse ludex-out) "\n") "\n")))
(defun ludex-wait (predicate seconds)
  "Lets the server's messages in until PREDICATE holds or SECONDS pass; PREDICATE's last value."
  (let ((until (+ (float-time) seconds)) (value nil))
    (while (and (not (setq value (funcall predicate))) (< (float-time) until))
      (accept-process-output nil 0.05))
    value))
(defun ludex-diagnostics ()
  (mapcar (lambda (d) (format "%d %s" (line-number-at-pos (flymake-diagnostic-beg d)) (flymake-diagnostic-text d)))
          eglot--diagnostics))
(defun ludex-edited ()
  "Tells the server of the edits made, as the idle timer would."
  (eglot--signal-textDocument/didChange))
(defun ludex-goto (line column)
  (goto-char (point-min)) (forward-line (1- line)) (move-to-column column))

(defvar gcg-mode-syntax-table
  (let ((table (make-syntax-table)))
    ;; a nickname or a word is what follows '>' and comes before ':'; '#' starts a pragma's name
    (modify-syntax-entry ?> "." table)
    (modify-syntax-entry ?: "." table)
    (modify-syntax-entry ?# "_" table)
    (modify-syntax-entry ?- "_" table)
    table))
(define-derived-mode gcg-mode fundamental-mode "GCG")

(condition-case err
    (let ((command (split-string (getenv "LUDEX_CMD") "\n" t)))
      (find-file (getenv "LUDEX_GCG"))
      (gcg-mode)
      (eglot '(gcg-mode) (cons 'transient default-directory) 'eglot-lsp-server command "gcg")
      (let ((server (eglot--current-server-or-lose)))
        ;; diagnostics
        (ludex-note "published %s" (if (ludex-wait (lambda () eglot--diagnostics) 60) "t" "nil"))
        (dolist (d (ludex-diagnostics)) (ludex-note "diagnostic %s" d))
        ;; hover on the score of the first play (line 4, column 27)
        (ludex-goto 4 26)
        (let ((hover (jsonrpc-request server :textDocument/hover (eglot--TextDocumentPositionParams))))
          (ludex-note "hover %s" (plist-get (plist-get hover :contents) :value)))
        ;; the quick fix of the finding on line 4, applied as Eglot applies the preferred action
        (ludex-goto 4 17)
        (let* ((actions (eglot-code-actions (line-beginning-position) (line-end-position)))
               (fix (seq-find (lambda (a) (equal (plist-get a :kind) "quickfix")) actions)))
          (ludex-note "action %s" (plist-get fix :title))
          (eglot--apply-workspace-edit (plist-get fix :edit)))
        (ludex-edited)
        (ludex-note "line %s" (buffer-substring-no-properties (line-beginning-position) (line-end-position)))
        (ludex-note "fixed %s" (if (ludex-wait (lambda () (null eglot--diagnostics)) 60) "t" "nil"))
        ;; a new fault typed: the total of the second play, 26, written 29
        (ludex-goto 5 29)
        (delete-char 2)
        (insert "29")
        (ludex-edited)
        (ludex-note "typed %s" (if (ludex-wait (lambda () eglot--diagnostics) 60) "t" "nil"))
        (dolist (d (ludex-diagnostics)) (ludex-note "diagnostic %s" d))
        ;; completion at the start of a new event line: the nicknames, through Eglot's completion-at-point
        (goto-char (point-max))
        (insert ">br")
        (ludex-edited)
        (let* ((capf (eglot-completion-at-point))
               (typed (buffer-substring-no-properties (nth 0 capf) (nth 1 capf))))
          (ludex-note "completion [%s] %s" typed (mapconcat #'identity (all-completions typed (nth 2 capf)) " ")))
        (delete-region (- (point-max) 3) (point-max))
        (ludex-edited)
        ;; go to definition of a nickname through xref
        (ludex-goto 5 2)
        (let ((definitions (xref-backend-definitions 'eglot (xref-backend-identifier-at-point 'eglot))))
          (dolist (x definitions)
            (let ((loc (xref-item-location x)))
              (ludex-note "definition %s:%s" (xref-file-location-line loc) (xref-file-location-column loc)))))
        ;; rename a nickname everywhere
        (ludex-goto 4 2)
        (eglot-rename "lovelace")
        (ludex-edited)
        (ludex-note "renamed %s" (string-join (split-string (buffer-substring-no-properties (point-min) (point-max)) "\n" t) " | "))
        ;; what Eglot 1.9 has no command for, asked through its connection: inlay hints, folding, links
        (let ((document (list :textDocument (eglot--TextDocumentIdentifier))))
          (dolist (hint (append (jsonrpc-request server :textDocument/inlayHint
                                                 (append document (list :range (list :start '(:line 0 :character 0)
                                                                                     :end '(:line 99 :character 0)))))
                                nil))
            (ludex-note "inlay %s %s" (plist-get (plist-get hint :position) :line) (plist-get hint :label)))
          (dolist (fold (append (jsonrpc-request server :textDocument/foldingRange document) nil))
            (ludex-note "folding %s-%s %s" (plist-get fold :startLine) (plist-get fold :endLine) (plist-get fold :kind)))
          (dolist (link (append (jsonrpc-request server :textDocument/documentLink document) nil))
            (ludex-note "link %s" (plist-get link :target))))
        ;; shutdown and exit, by hand as Emacs 28 needs
        (jsonrpc-request server :shutdown nil)
        (jsonrpc-notify server :exit nil)
        (ludex-wait (lambda () (not (jsonrpc-running-p server))) 10)
        (ludex-note "exit %s" (if (jsonrpc-running-p server) "running" "done"))))
  (error (ludex-note "error %S" err)))
(ludex-write)
(kill-emacs 0)
