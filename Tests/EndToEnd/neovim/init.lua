-- Real-client end-to-end driver for Neovim (headless), run by RealClientTests.swift:
--   MASKLS_PATH=<maskls> MASKLS_E2E_FILE=<file> MASKLS_E2E_OUT=<json> \
--     nvim --headless --clean -u Tests/EndToEnd/neovim/init.lua
-- Loads the project's config (editors/neovim/maskls.lua), opens the file, waits for the
-- diagnostics (until there is one for each code in $MASKLS_E2E_WAIT_CODE, comma-separated),
-- hovers the first occurrence of
-- $MASKLS_E2E_HOVER_TEXT, writes what it saw as JSON and quits. Exit status 0 when the JSON
-- was written; the test judges its content.

local started = vim.loop.hrtime()
local function elapsed_ms() return math.floor((vim.loop.hrtime() - started) / 1e6) end

local out_path = assert(os.getenv("MASKLS_E2E_OUT"), "MASKLS_E2E_OUT is not set")
local file = assert(os.getenv("MASKLS_E2E_FILE"), "MASKLS_E2E_FILE is not set")
local wait_codes = {}
for code in (os.getenv("MASKLS_E2E_WAIT_CODE") or "mask-no-slots"):gmatch("[^,]+") do
  table.insert(wait_codes, code)
end
local hover_text = os.getenv("MASKLS_E2E_HOVER_TEXT") or '"+1 (###) ###-####"'
local timeout_ms = tonumber(os.getenv("MASKLS_E2E_TIMEOUT_MS") or "") or 30000

local result = { errors = {}, timings = {} }

--- The clients attached to `buf` (all clients without `buf`), on Neovim 0.7 through 0.11+.
local function clients(buf)
  if vim.lsp.get_clients then return vim.lsp.get_clients(buf and { bufnr = buf } or nil) end
  if buf then return vim.tbl_values(vim.lsp.buf_get_clients(buf)) end
  return vim.lsp.get_active_clients()
end
local function fail(message) table.insert(result.errors, message) end

local function finish(status)
  -- Stop the clients politely (shutdown + exit) and wait for the server to exit.
  for _, client in ipairs(clients()) do vim.lsp.stop_client(client.id) end
  vim.wait(3000, function() return #clients() == 0 and result.server_exit ~= nil end, 20)
  result.timings.total_ms = elapsed_ms()
  local handle = io.open(out_path, "w")
  if handle then
    handle:write(vim.fn.json_encode(result))
    handle:close()
  end
  vim.cmd(status == 0 and "qall!" or ("cquit! " .. status))
end

-- A hard stop so that nothing hangs, whatever the server does.
vim.defer_fn(function()
  fail("driver timeout after " .. timeout_ms .. " ms")
  finish(3)
end, timeout_ms)

local function run()
  local script = debug.getinfo(1, "S").source:sub(2)
  local repo = vim.fn.fnamemodify(script, ":p:h:h:h:h")
  local maskls = dofile(repo .. "/editors/neovim/maskls.lua")
  maskls.setup({
    on_exit = function(code, signal) result.server_exit = { code = code, signal = signal } end,
  })
  result.nvim_version = tostring(vim.version().major) .. "." .. vim.version().minor .. "." .. vim.version().patch

  vim.cmd("edit " .. vim.fn.fnameescape(file))
  local buf = vim.api.nvim_get_current_buf()
  result.filetype = vim.bo[buf].filetype

  local attached = vim.wait(10000, function() return #clients(buf) > 0 end, 20)
  result.attached = attached
  if not attached then fail("no client attached to the buffer") return end
  for _, client in ipairs(clients(buf)) do
    result.client_name = client.name
    result.root_dir = client.config.root_dir
  end

  local function codes_present()
    local seen = {}
    for _, d in ipairs(vim.diagnostic.get(buf)) do seen[d.code or ""] = true end
    return seen
  end
  local function wanted_diagnostic()
    local seen = codes_present()
    for _, code in ipairs(wait_codes) do
      if not seen[code] then return false end
    end
    return true
  end
  local function snapshot()
    local list = {}
    for _, d in ipairs(vim.diagnostic.get(buf)) do
      local lsp = d.user_data and d.user_data.lsp or {}
      local related = {}
      for _, info in ipairs(lsp.relatedInformation or {}) do
        table.insert(related, info.location and info.location.uri)
      end
      table.insert(list, {
        related = related,
        code = d.code, source = d.source, message = d.message, severity = d.severity,
        line = d.lnum, character = d.col, end_line = d.end_lnum, end_character = d.end_col,
      })
    end
    return list
  end
  result.diagnostics_arrived = vim.wait(timeout_ms - 5000, wanted_diagnostic, 20)
  result.timings.diagnostics_ms = elapsed_ms()
  result.diagnostics = snapshot()

  -- $MASKLS_E2E_FIX_CODE: ask for the code actions of that diagnostic, apply the preferred
  -- quick fix as Neovim does, and wait until the diagnostic is gone (instead of hover + edits).
  local fix_code = os.getenv("MASKLS_E2E_FIX_CODE") or ""
  if fix_code ~= "" then
    local target
    for _, d in ipairs(vim.diagnostic.get(buf)) do
      if d.code == fix_code then
        -- Neovim 0.7 keeps the LSP diagnostic without its range: rebuild it (ASCII fixture,
        -- byte columns are UTF-16 columns).
        target = vim.tbl_extend("force", d.user_data and d.user_data.lsp or {}, {
          range = { start = { line = d.lnum, character = d.col }, ["end"] = { line = d.end_lnum, character = d.end_col } },
          code = d.code, message = d.message, severity = d.severity, source = d.source,
        })
      end
    end
    if not target then fail("no diagnostic " .. fix_code .. " to fix") return end
    local params = {
      textDocument = { uri = vim.uri_from_bufnr(buf) },
      range = target.range,
      context = { diagnostics = { target } },
    }
    local responses, request_error = vim.lsp.buf_request_sync(buf, "textDocument/codeAction", params, 10000)
    if not responses then fail("codeAction: " .. tostring(request_error)) return end
    local chosen, chosen_client
    local titles = {}
    for client_id, response in pairs(responses) do
      if response.error then fail("codeAction error: " .. vim.fn.json_encode(response.error)) end
      for _, action in ipairs(response.result or {}) do
        table.insert(titles, action.title)
        if action.kind == "quickfix" and action.isPreferred and not chosen then
          chosen, chosen_client = action, vim.lsp.get_client_by_id(client_id)
        end
      end
    end
    result.quick_fix = { titles = titles }
    if not chosen then fail("no preferred quick fix among " .. vim.fn.json_encode(titles)) return end
    if not chosen.edit then
      local resolved = chosen_client.request_sync("codeAction/resolve", chosen, 10000, buf)
      chosen = resolved and resolved.result or chosen
    end
    result.quick_fix.title = chosen.title
    vim.lsp.util.apply_workspace_edit(chosen.edit, chosen_client.offset_encoding)
    result.quick_fix.line_after = vim.api.nvim_buf_get_lines(buf, target.range.start.line, target.range.start.line + 1, false)[1]
    result.quick_fix.cleared = vim.wait(10000, function() return not codes_present()[fix_code] end, 20)
    return
  end

  -- Hover inside the literal (one past its opening quote); the fixture is ASCII, so the byte
  -- column is also the UTF-16 column.
  local hover_line, hover_col
  for index, line in ipairs(vim.api.nvim_buf_get_lines(buf, 0, -1, false)) do
    local at = line:find(hover_text, 1, true)
    if at then hover_line, hover_col = index - 1, at break end
  end
  if not hover_line then fail("hover text not found: " .. hover_text) return end
  result.hover_position = { line = hover_line, character = hover_col }
  local function hover()
    local params = {
      textDocument = { uri = vim.uri_from_bufnr(buf) },
      position = { line = hover_line, character = hover_col },
    }
    local responses, request_error = vim.lsp.buf_request_sync(buf, "textDocument/hover", params, 10000)
    if not responses then fail("hover: " .. tostring(request_error)) return nil end
    local found
    for _, response in pairs(responses) do
      if response.error then fail("hover error: " .. vim.fn.json_encode(response.error)) end
      if response.result then found = response.result end
    end
    return found
  end
  local hover_started = vim.loop.hrtime()
  result.hover = hover()
  result.timings.hover_ms = math.floor((vim.loop.hrtime() - hover_started) / 1e6)

  -- Edits typed into the buffer (Neovim sends them as incremental changes): each line of
  -- $MASKLS_E2E_EDITS is "old => new", applied to the first occurrence of old. Then wait
  -- until the first awaited code is gone.
  local edits = os.getenv("MASKLS_E2E_EDITS") or ""
  if edits == "" then return end
  for old, new in edits:gmatch("([^\n]-) => ([^\n]*)") do
    local done = false
    for index, line in ipairs(vim.api.nvim_buf_get_lines(buf, 0, -1, false)) do
      local at = line:find(old, 1, true)
      if at then
        vim.api.nvim_buf_set_text(buf, index - 1, at - 1, index - 1, at - 1 + #old, { new })
        done = true
        break
      end
    end
    if not done then fail("edit text not found: " .. old) return end
  end
  -- Hover at once: it must see the edited text (Neovim flushes pending changes first).
  local edited = elapsed_ms()
  result.hover_after_edit = hover()
  result.cleared_after_edit = vim.wait(10000, function() return not codes_present()[wait_codes[1]] end, 20)
  result.timings.edit_to_diagnostics_ms = elapsed_ms() - edited
  result.diagnostics_after_edit = snapshot()
end

-- Filetype detection is switched on after the init file; run once startup is over.
vim.api.nvim_create_autocmd("VimEnter", {
  once = true,
  nested = true, -- so that `:edit` fires BufRead and FileType
  callback = function()
    local ok, run_error = pcall(run)
    if not ok then fail("driver error: " .. tostring(run_error)) end
    finish(0)
  end,
})
