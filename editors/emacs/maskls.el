;;; maskls.el --- Attach the maskls language server with Eglot -*- lexical-binding: t; -*-

;; Checks input masks and regexes in Swift, Objective-C and Interface Builder files
;; (storyboard / xib, edited in nxml-mode), Kotlin, Java, Android layouts (nxml-mode),
;; JavaScript/TypeScript (+ JSX/TSX), HTML, Vue, Dart and C#, with diagnostics and hover
;; previews.
;;
;; Usage (init.el):
;;   (setq maskls-modes ...)                       ; optional, before loading: see below
;;   (load "/path/to/maskls/editors/emacs/maskls.el")
;;   (add-hook 'swift-mode-hook #'eglot-ensure)   ; and the hooks of the other modes you use
;;
;; Eglot runs one server per buffer: for a mode listed in `maskls-modes', maskls replaces the
;; server Eglot would otherwise start (jdtls, typescript-language-server, ...).  Leave out
;; the modes where you want that other server.
;;
;; Works with Eglot 1.9 (Debian's elpa-eglot) and the Eglot built into Emacs 29+.

;;; Code:

(require 'subr-x)

;; Under `emacs -Q' packages are not activated and the site-lisp directories are not searched:
;; Debian's elpa-eglot (and a package.el install) need activating before Eglot can load.
;; Emacs 29+ has Eglot built in.
(unless (require 'eglot nil t)
  (require 'package)
  (dolist (dir '("/usr/share/emacs/site-lisp/elpa" "/usr/local/share/emacs/site-lisp/elpa"))
    (when (file-directory-p dir) (add-to-list 'package-directory-list dir t)))
  (package-activate-all)
  (require 'eglot))

(defvar eglot-server-programs)

(defgroup maskls nil
  "The maskls language server."
  :group 'tools
  :prefix "maskls-")

(defcustom maskls-executable (let ((env (getenv "MASKLS_PATH")))
                               (if (and env (not (string-empty-p env))) env "maskls"))
  "The maskls program: a name found on `exec-path' or an absolute path.
Defaults to $MASKLS_PATH when set, else \"maskls\"."
  :type 'string
  :group 'maskls)

(defcustom maskls-modes
  '((swift-mode . "swift") (objc-mode . "objective-c") (nxml-mode . "xml")
    (kotlin-mode . "kotlin") (kotlin-ts-mode . "kotlin")
    (java-mode . "java") (java-ts-mode . "java")
    (js-mode . "javascript") (js-ts-mode . "javascript")
    (typescript-mode . "typescript") (typescript-ts-mode . "typescript")
    (tsx-ts-mode . "typescriptreact")
    (mhtml-mode . "html") (html-mode . "html") (web-mode . "html") (vue-mode . "vue")
    (dart-mode . "dart") (csharp-mode . "csharp") (csharp-ts-mode . "csharp"))
  "Major modes maskls attaches to, each with the LSP language id it sends.
Set it before loading maskls.el.  Modes that are not installed are harmless."
  :type '(alist :key-type symbol :value-type string)
  :group 'maskls)

(defun maskls-server-command (&optional _interactive)
  "The command Eglot runs: (\"maskls\" \"serve\"), with `maskls-executable'."
  (list maskls-executable "serve"))

(add-to-list 'auto-mode-alist '("\\.\\(storyboard\\|xib\\)\\'" . nxml-mode))

;; `swift-mode', `kotlin-mode', `dart-mode', `vue-mode', `web-mode' and `typescript-mode'
;; come from MELPA; objc-mode, nxml-mode, java-mode, js-mode, mhtml-mode and (29+)
;; csharp-mode and the tree-sitter modes are built in.
(add-to-list 'eglot-server-programs
             (cons (mapcar (lambda (entry) (list (car entry) :language-id (cdr entry)))
                           maskls-modes)
                   'maskls-server-command))

(provide 'maskls)
;;; maskls.el ends here
