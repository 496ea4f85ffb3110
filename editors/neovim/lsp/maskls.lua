-- maskls for Neovim 0.11+: a `vim.lsp.config` file. Put this `lsp/` folder on your runtime
-- path (or copy the file to ~/.config/nvim/lsp/maskls.lua), then in init.lua:
--   vim.lsp.enable("maskls")
-- Override any field with vim.lsp.config("maskls", { cmd = { "/opt/maskls/bin/maskls", "serve" } }).
-- Neovim runs it next to the other servers of the buffer (sourcekit-lsp, jdtls, …).
return {
  cmd = { os.getenv("MASKLS_PATH") or "maskls", "serve" },
  filetypes = {
    "swift", "objc", "objcpp", "xml", "kotlin", "java", "javascript", "javascriptreact",
    "typescript", "typescriptreact", "html", "vue", "dart", "cs",
  },
  root_markers = {
    "Package.swift", "settings.gradle", "settings.gradle.kts", "pubspec.yaml", "package.json", ".git",
  },
  -- `inlayHints`: the sample after each mask (shown with vim.lsp.inlay_hint.enable()).
  -- `rules`: severities over .maskls.json, e.g. { ["mask-empty"] = "off" }.
  init_options = { inlayHints = true, rules = vim.empty_dict() },
}
