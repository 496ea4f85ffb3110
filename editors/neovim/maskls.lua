-- maskls for Neovim's built-in LSP client (vim.lsp).
--
-- Starts `maskls serve` for Swift, Objective-C, Interface Builder (storyboard / xib, as xml),
-- Kotlin, Java, Android layouts (xml), JavaScript/TypeScript (+ React), HTML, Vue, Dart and C#
-- buffers, one server per project root. Works with Neovim 0.8+ (`vim.lsp.start`) and
-- falls back to `vim.lsp.start_client` on 0.7 (Debian bookworm's neovim).
--
-- Use it either as a module (copy to ~/.config/nvim/lua/maskls.lua):
--   require("maskls").setup({})
-- or straight from a checkout:
--   dofile("/path/to/maskls/editors/neovim/maskls.lua").setup({})
--
-- Options (all optional):
--   cmd          command list; default { $MASKLS_PATH or "maskls", "serve" }
--   filetypes    default: swift, objc, objcpp, xml, kotlin, java, javascript, javascriptreact,
--                typescript, typescriptreact, html, vue, dart, cs
--   root_markers files or directories marking a project root; a leading "*" matches a suffix
--                (default: Package.swift, *.xcworkspace, *.xcodeproj, settings.gradle(.kts),
--                pubspec.yaml, package.json, *.sln, .git)
--   settings     sent as initializationOptions
--   on_attach, on_exit, capabilities, handlers
--                passed to the client as in vim.lsp.start / vim.lsp.start_client

local M = {}

local default_root_markers = {
  "Package.swift", "*.xcworkspace", "*.xcodeproj", "settings.gradle", "settings.gradle.kts",
  "pubspec.yaml", "package.json", "*.sln", ".git",
}

M.defaults = {
  filetypes = {
    "swift", "objc", "objcpp", "xml", -- Apple: code, storyboards / xibs (and Android layouts)
    "kotlin", "java", -- Android
    "javascript", "javascriptreact", "typescript", "typescriptreact", "html", "vue", -- web
    "dart", -- Flutter
    "cs", -- .NET
  },
  root_markers = default_root_markers,
  settings = nil,
}

local uv = vim.uv or vim.loop

--- The command that starts the server: $MASKLS_PATH (an absolute path to a build) or `maskls`.
local function default_cmd()
  local path = vim.env.MASKLS_PATH
  if path == nil or path == "" then path = "maskls" end
  return { path, "serve" }
end

--- Does `dir` hold an entry matching `marker` ("*.xcodeproj" matches by suffix)?
local function has_marker(dir, marker)
  if marker:sub(1, 1) ~= "*" then
    return uv.fs_stat(dir .. "/" .. marker) ~= nil
  end
  local suffix = marker:sub(2)
  local handle = uv.fs_scandir(dir)
  if not handle then return false end
  while true do
    local name = uv.fs_scandir_next(handle)
    if not name then return false end
    if #name > #suffix and name:sub(-#suffix) == suffix then return true end
  end
end

--- The project root of `path`: the nearest ancestor holding a marker, in marker order
--- (a Package.swift wins over an enclosing .git), else the file's directory.
function M.find_root(path, markers)
  markers = markers or default_root_markers
  local start = vim.fn.fnamemodify(path, ":p:h")
  for _, marker in ipairs(markers) do
    local dir = start
    while dir and dir ~= "" do
      if has_marker(dir, marker) then return dir end
      local parent = vim.fn.fnamemodify(dir, ":h")
      if parent == dir then break end
      dir = parent
    end
  end
  return start
end

-- Clients started on Neovim 0.7, by root (0.8+ reuses clients itself).
local legacy_clients = {}

--- Starts (or reuses) the server for `bufnr` and attaches it.
function M.attach(bufnr, opts)
  opts = opts or M.options or M.defaults
  local name = vim.api.nvim_buf_get_name(bufnr)
  if name == "" then return nil end
  local root = M.find_root(name, opts.root_markers)
  local config = {
    name = "maskls",
    cmd = opts.cmd or default_cmd(),
    root_dir = root,
    workspace_folders = { { uri = vim.uri_from_fname(root), name = vim.fn.fnamemodify(root, ":t") } },
    init_options = opts.settings,
    on_attach = opts.on_attach,
    on_exit = opts.on_exit,
    capabilities = opts.capabilities,
    handlers = opts.handlers,
  }
  if vim.lsp.start then
    return vim.lsp.start(config, { bufnr = bufnr })
  end
  local id = legacy_clients[root]
  if id == nil or vim.lsp.get_client_by_id(id) == nil then
    id = vim.lsp.start_client(config)
    legacy_clients[root] = id
  end
  if id then vim.lsp.buf_attach_client(bufnr, id) end
  return id
end

--- Registers the FileType autocommand (and the storyboard / xib filetypes).
function M.setup(opts)
  -- A shallow merge: a list given (filetypes, root_markers) replaces the default list.
  M.options = vim.tbl_extend("force", M.defaults, opts or {})
  if vim.filetype and vim.filetype.add then
    vim.filetype.add({ extension = { storyboard = "xml", xib = "xml" } })
  end
  local group = vim.api.nvim_create_augroup("maskls", { clear = true })
  vim.api.nvim_create_autocmd({ "BufRead", "BufNewFile" }, {
    group = group,
    pattern = { "*.storyboard", "*.xib" },
    callback = function(args)
      if vim.bo[args.buf].filetype == "" then vim.bo[args.buf].filetype = "xml" end
    end,
  })
  vim.api.nvim_create_autocmd("FileType", {
    group = group,
    pattern = M.options.filetypes,
    callback = function(args) M.attach(args.buf, M.options) end,
  })
  return M
end

return M
