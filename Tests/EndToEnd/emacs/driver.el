;;; driver.el --- Real-client end-to-end driver for Emacs + Eglot (batch) -*- lexical-binding: t; -*-

;; Run by RealClientTests.swift:
;;   MASKLS_PATH=<maskls> MASKLS_E2E_FILE=<file> MASKLS_E2E_OUT=<json> \
;;     emacs --batch -Q -l editors/emacs/maskls.el -l Tests/EndToEnd/emacs/driver.el
;; Opens the file, connects Eglot (the project's `eglot-server-programs' entry), waits for
;; the Flymake diagnostics Eglot reports (until there is one for each code in the comma-separated
;; $MASKLS_E2E_WAIT_CODE), hovers the
;; first occurrence of $MASKLS_E2E_HOVER_TEXT, writes what it saw as JSON and exits.

;;; Code:

(require 'json)
(require 'flymake)
(require 'eglot)
(require 'cl-lib)
(require 'subr-x)

(defun maskls-e2e--env (name default)
  "The environment variable NAME, or DEFAULT when unset or empty."
  (let ((value (getenv name)))
    (if (and value (not (string-empty-p value))) value default)))

(defvar maskls-e2e-started (float-time))
(defvar maskls-e2e-out (or (getenv "MASKLS_E2E_OUT") (error "MASKLS_E2E_OUT is not set")))
(defvar maskls-e2e-file (or (getenv "MASKLS_E2E_FILE") (error "MASKLS_E2E_FILE is not set")))
(defvar maskls-e2e-wait-codes
  (split-string (maskls-e2e--env "MASKLS_E2E_WAIT_CODE" "mask-no-slots") "," t))
(defvar maskls-e2e-hover-text (maskls-e2e--env "MASKLS_E2E_HOVER_TEXT" "\"+1 (###) ###-####\""))
(defvar maskls-e2e-timeout (/ (string-to-number (maskls-e2e--env "MASKLS_E2E_TIMEOUT_MS" "30000")) 1000.0))
(defvar maskls-e2e-result (list (cons 'errors nil) (cons 'timings nil)))

(defun maskls-e2e--ms () (round (* 1000 (- (float-time) maskls-e2e-started))))
(defun maskls-e2e--set (key value) (setf (alist-get key maskls-e2e-result) value))
(defun maskls-e2e--timing (key)
  (setf (alist-get key (alist-get 'timings maskls-e2e-result)) (maskls-e2e--ms)))
(defun maskls-e2e--fail (message)
  (setf (alist-get 'errors maskls-e2e-result)
        (append (alist-get 'errors maskls-e2e-result) (list message))))

(defun maskls-e2e--shutdown-servers ()
  "Send shutdown and exit as Eglot does; record how each server ended.
Eglot's own `eglot-shutdown' has jsonrpc delete the process right
after `exit', so the exit status would be that of the SIGKILL."
  (dolist (servers (hash-table-values eglot--servers-by-project))
    (dolist (server servers)
      (let ((process (jsonrpc--process server)))
        (setf (eglot--shutdown-requested server) t)
        ;; Emacs 28's jsonrpc sends `"params": null' for both.
        (condition-case err
            (jsonrpc-request server :shutdown nil :timeout 5)
          (error (maskls-e2e--set 'shutdown_error (format "%S" err))))
        (ignore-errors (jsonrpc-notify server :exit nil))
        (maskls-e2e--wait (lambda () (not (process-live-p process))) 3)
        (maskls-e2e--set 'server_exit_status
                         (if (process-live-p process) "running" (process-exit-status process)))
        (ignore-errors (eglot-shutdown server nil 1))))))

(defun maskls-e2e--save-events ()
  "Copy each server's Eglot events buffer (JSON-RPC traffic) beside the result."
  (dolist (servers (hash-table-values eglot--servers-by-project))
    (dolist (server servers)
      (let ((events (jsonrpc-events-buffer server)))
        (when (buffer-live-p events)
          (with-current-buffer events
            (write-region (point-min) (point-max) (concat maskls-e2e-out ".events.log") nil 'silent)))))))

(defun maskls-e2e--finish (status)
  "Shut the servers down, write the result, exit with STATUS."
  (ignore-errors (maskls-e2e--save-events))
  (when (= status 0) (maskls-e2e--shutdown-servers))
  (maskls-e2e--timing 'total_ms)
  (let ((json-encoding-pretty-print nil)
        (result (mapcar (lambda (entry)
                          (if (and (eq (car entry) 'errors) (null (cdr entry)))
                              (cons 'errors [])
                            entry))
                        maskls-e2e-result)))
    (with-temp-file maskls-e2e-out (insert (json-encode result))))
  (kill-emacs status))

;; A hard stop so that nothing hangs, whatever the server does.
(run-at-time maskls-e2e-timeout nil
             (lambda ()
               (maskls-e2e--fail (format "driver timeout after %s s" maskls-e2e-timeout))
               (maskls-e2e--finish 3)))

;; Emacs has no built-in swift-mode (it comes from MELPA); a stand-in for the test.
(unless (fboundp 'swift-mode)
  (define-derived-mode swift-mode prog-mode "Swift")
  (add-to-list 'auto-mode-alist '("\\.swift\\'" . swift-mode)))

;; The project is the fixture's directory (not an enclosing Git checkout).
(add-hook 'project-find-functions
          (lambda (_dir) (cons 'transient (file-name-directory maskls-e2e-file))))

(defun maskls-e2e--wait (predicate seconds)
  "Wait up to SECONDS for PREDICATE, serving process output and timers."
  (let ((deadline (+ (float-time) seconds)) (done nil))
    (while (and (not (setq done (funcall predicate))) (< (float-time) deadline))
      (accept-process-output nil 0.02))
    done))

(defun maskls-e2e--diagnostics ()
  "The Flymake diagnostics of the current buffer, as alists."
  (mapcar
   (lambda (diag)
     (let* ((lsp (alist-get 'eglot-lsp-diag (flymake-diagnostic-data diag)))
            (range (plist-get lsp :range)))
       (list (cons 'code (plist-get lsp :code))
             (cons 'related (vconcat (mapcar (lambda (info) (plist-get (plist-get info :location) :uri))
                                             (plist-get lsp :relatedInformation))))
             (cons 'source (plist-get lsp :source))
             (cons 'type (symbol-name (flymake-diagnostic-type diag)))
             (cons 'text (flymake-diagnostic-text diag))
             (cons 'line (plist-get (plist-get range :start) :line))
             (cons 'character (plist-get (plist-get range :start) :character))
             (cons 'end_line (plist-get (plist-get range :end) :line))
             (cons 'end_character (plist-get (plist-get range :end) :character))
             (cons 'beg (flymake-diagnostic-beg diag))
             (cons 'end (flymake-diagnostic-end diag)))))
   (flymake-diagnostics)))

(defun maskls-e2e--run ()
  (find-file maskls-e2e-file)
  (maskls-e2e--set 'major_mode (symbol-name major-mode))
  (maskls-e2e--set 'emacs_version emacs-version)
  (apply #'eglot (eglot--guess-contact))
  ;; Eglot waits `eglot-sync-connect' seconds, then goes on connecting in the background.
  (maskls-e2e--wait #'eglot-current-server (max 1 (- maskls-e2e-timeout 10)))
  (let ((server (eglot-current-server)))
    (unless server (error "Eglot did not connect"))
    (maskls-e2e--set 'server_command (process-command (jsonrpc--process server))))
  (maskls-e2e--timing 'connected_ms)
  ;; Flymake starts its backends on idle time or after a command; neither happens in batch.
  (flymake-mode 1)
  (let ((wanted (lambda ()
                  (flymake-start)
                  (let ((codes (mapcar (lambda (d) (alist-get 'code d)) (maskls-e2e--diagnostics))))
                    (cl-every (lambda (code) (member code codes)) maskls-e2e-wait-codes)))))
    (maskls-e2e--set 'diagnostics_arrived
                     (if (maskls-e2e--wait wanted (max 1 (- maskls-e2e-timeout 5))) t :json-false)))
  (maskls-e2e--timing 'diagnostics_ms)
  (maskls-e2e--set 'diagnostics (vconcat (maskls-e2e--diagnostics)))
  (let ((fix-code (maskls-e2e--env "MASKLS_E2E_FIX_CODE" "")))
    (if (string-empty-p fix-code)
        (maskls-e2e--hover-and-edit)
      (maskls-e2e--quick-fix fix-code))))

(defun maskls-e2e--quick-fix (code)
  "Ask for the code actions of the diagnostic CODE, apply the preferred quick fix
as Eglot does, and wait until the diagnostic is gone."
  (let* ((diag (cl-find-if (lambda (d) (equal (plist-get (alist-get 'eglot-lsp-diag (flymake-diagnostic-data d)) :code) code))
                           (flymake-diagnostics)))
         (lsp (and diag (alist-get 'eglot-lsp-diag (flymake-diagnostic-data diag))))
         (answer nil) (answered nil))
    (unless lsp (error "No diagnostic %s to fix" code))
    (jsonrpc-async-request (eglot-current-server) :textDocument/codeAction
                           (list :textDocument (eglot--TextDocumentIdentifier)
                                 :range (plist-get lsp :range)
                                 :context (list :diagnostics (vector lsp)))
                           :success-fn (lambda (result) (setq answer result answered t))
                           :error-fn (lambda (error)
                                       (maskls-e2e--fail (format "codeAction error: %S" error))
                                       (setq answered t))
                           :timeout-fn (lambda () (setq answered t))
                           :timeout 10)
    (maskls-e2e--wait (lambda () answered) 11)
    (let* ((actions (append answer nil))
           (chosen (cl-find-if (lambda (a) (and (equal (plist-get a :kind) "quickfix") (eq (plist-get a :isPreferred) t)))
                               actions)))
      (maskls-e2e--set 'quick_fix (list (cons 'titles (vconcat (mapcar (lambda (a) (plist-get a :title)) actions)))))
      (unless chosen (error "No preferred quick fix"))
      (setf (alist-get 'title (alist-get 'quick_fix maskls-e2e-result)) (plist-get chosen :title))
      (eglot--apply-workspace-edit (plist-get chosen :edit))
      (eglot--signal-textDocument/didChange)
      (save-excursion
        (goto-char (point-min))
        (forward-line (plist-get (plist-get (plist-get lsp :range) :start) :line))
        (setf (alist-get 'line_after (alist-get 'quick_fix maskls-e2e-result))
              (buffer-substring-no-properties (line-beginning-position) (line-end-position))))
      (setf (alist-get 'cleared (alist-get 'quick_fix maskls-e2e-result))
            (if (maskls-e2e--wait
                 (lambda ()
                   (flymake-start)
                   (not (member code (mapcar (lambda (d) (alist-get 'code d)) (maskls-e2e--diagnostics)))))
                 10)
                t :json-false)))))

(defun maskls-e2e--hover-and-edit ()
  "Hover the literal, then type the edits."
  (goto-char (point-min))
  (unless (search-forward maskls-e2e-hover-text nil t)
    (error "Hover text not found: %s" maskls-e2e-hover-text))
  ;; Inside the literal, one past its opening quote.
  (goto-char (1+ (match-beginning 0)))
  (let ((hover-point (point-marker))
        (started (float-time)))
    (maskls-e2e--set 'hover_position (plist-get (eglot--TextDocumentPositionParams) :position))
    (maskls-e2e--set 'hover (maskls-e2e--hover hover-point))
    (setf (alist-get 'hover_ms (alist-get 'timings maskls-e2e-result))
          (round (* 1000 (- (float-time) started))))
    (maskls-e2e--edit hover-point)))

(defun maskls-e2e--hover (where)
  "The hover result at marker WHERE, asked asynchronously as ElDoc does.
A synchronous `jsonrpc-request' would leave a notification that arrives
right behind the reply unread until more output comes (Emacs 28's
jsonrpc leaves its process filter by a throw)."
  (let ((answer nil) (answered nil))
    (save-excursion
      (goto-char where)
      (jsonrpc-async-request (eglot-current-server) :textDocument/hover
                             (eglot--TextDocumentPositionParams)
                             :success-fn (lambda (result) (setq answer result answered t))
                             :error-fn (lambda (error)
                                         (maskls-e2e--fail (format "hover error: %S" error))
                                         (setq answered t))
                             :timeout-fn (lambda () (setq answered t))
                             :timeout 10))
    (maskls-e2e--wait (lambda () answered) 11)
    answer))

(defun maskls-e2e--edit (hover-point)
  "Apply $MASKLS_E2E_EDITS (lines \"old => new\") as typed edits.
Eglot sends them as incremental changes.  Hover at HOVER-POINT at
once, then wait until the first awaited code is gone."
  (let ((edits (maskls-e2e--env "MASKLS_E2E_EDITS" "")))
    (unless (string-empty-p edits)
      (dolist (edit (split-string edits "\n" t))
        (let ((parts (split-string edit " => ")))
          (goto-char (point-min))
          (unless (search-forward (car parts) nil t)
            (error "Edit text not found: %s" (car parts)))
          (replace-match (cadr parts) t t)))
      ;; What Eglot does before any request after an edit (normally on an idle timer).
      (eglot--signal-textDocument/didChange)
      (let ((edited (float-time)))
        (maskls-e2e--set 'hover_after_edit (maskls-e2e--hover hover-point))
        (maskls-e2e--set 'cleared_after_edit
                         (if (maskls-e2e--wait
                              (lambda ()
                                (flymake-start)
                                (not (member (car maskls-e2e-wait-codes)
                                             (mapcar (lambda (d) (alist-get 'code d))
                                                     (maskls-e2e--diagnostics)))))
                              10)
                             t :json-false))
        (setf (alist-get 'edit_to_diagnostics_ms (alist-get 'timings maskls-e2e-result))
              (round (* 1000 (- (float-time) edited)))))
      (maskls-e2e--set 'diagnostics_after_edit (vconcat (maskls-e2e--diagnostics))))))

(condition-case err
    (maskls-e2e--run)
  (error (maskls-e2e--fail (format "driver error: %S" err))))
(maskls-e2e--finish 0)
;;; driver.el ends here
