;;; maskls.el --- Attach the maskls language server with Eglot -*- lexical-binding: t; -*-

;; Checks input masks and regexes in Swift, Objective-C and Interface Builder files
;; (storyboard / xib, edited in nxml-mode), with diagnostics and hover previews.
;;
;; Usage (init.el):
;;   (load "/path/to/maskls/editors/emacs/maskls.el")
;;   (add-hook 'swift-mode-hook #'eglot-ensure)   ; and objc-mode-hook, nxml-mode-hook
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

(defun maskls-server-command (&optional _interactive)
  "The command Eglot runs: (\"maskls\" \"serve\"), with `maskls-executable'."
  (list maskls-executable "serve"))

(add-to-list 'auto-mode-alist '("\\.\\(storyboard\\|xib\\)\\'" . nxml-mode))

;; `swift-mode' comes from MELPA (swift-mode); objc-mode and nxml-mode are built in.
(add-to-list 'eglot-server-programs
             '(((swift-mode :language-id "swift")
                (objc-mode :language-id "objective-c")
                (nxml-mode :language-id "xml"))
               . maskls-server-command))

(provide 'maskls)
;;; maskls.el ends here
