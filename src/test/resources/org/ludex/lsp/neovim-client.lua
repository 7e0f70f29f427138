-- Drives Ludex's language server from Neovim's built-in LSP client, headless.
-- Environment: LUDEX_CMD (the server command, words separated by newlines),
-- LUDEX_GCG (a game with a wrong cumulative), LUDEX_MESSY (a file to format),
-- LUDEX_OUT (where the results go, one per line).
-- Works with the client of Neovim 0.7 (vim.lsp.start_client) and later.
local cmd = vim.split(vim.env.LUDEX_CMD, '\n', { trimempty = true })
local out = {}
local function note(line) table.insert(out, line) end

vim.cmd('edit ' .. vim.fn.fnameescape(vim.env.LUDEX_GCG))
local game = vim.api.nvim_get_current_buf()
local id = vim.lsp.start_client({
  name = 'ludex',
  cmd = cmd,
  root_dir = vim.fn.fnamemodify(vim.env.LUDEX_GCG, ':h'),
  on_exit = function(code) note('exit ' .. tostring(code)) end,
})
vim.lsp.buf_attach_client(game, id)

local published = vim.wait(60000, function() return #vim.diagnostic.get(game) > 0 end, 50)
note('published ' .. tostring(published))
for _, d in ipairs(vim.diagnostic.get(game)) do
  local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code)
  note(string.format('diagnostic %d %d %s %s %s', d.lnum, d.col, tostring(code), tostring(d.source), d.message))
end

-- hover on the score of the first play (line 4, column 27, 1-based)
local hovers = vim.lsp.buf_request_sync(game, 'textDocument/hover',
  { textDocument = { uri = vim.uri_from_bufnr(game) }, position = { line = 3, character = 26 } }, 60000)
for _, answer in pairs(hovers or {}) do
  if answer.result and answer.result.contents then
    note('hover ' .. (answer.result.contents.value or ''):gsub('\n', ' '))
  end
end

-- hover on the score of the first play as the client shows it in its window: the lines it renders
local shown = vim.lsp.buf_request_sync(game, 'textDocument/hover',
  { textDocument = { uri = vim.uri_from_bufnr(game) }, position = { line = 3, character = 25 } }, 60000)
for _, answer in pairs(shown or {}) do
  if answer.result and answer.result.contents then
    local lines = vim.lsp.util.convert_input_to_markdown_lines(answer.result.contents)
    lines = vim.lsp.util.trim_empty_lines(lines)
    note('shown ' .. table.concat(lines, ' '))
  end
end

vim.cmd('edit ' .. vim.fn.fnameescape(vim.env.LUDEX_MESSY))
local messy = vim.api.nvim_get_current_buf()
vim.lsp.buf_attach_client(messy, id)
if vim.lsp.buf.format then
  vim.lsp.buf.format({ bufnr = messy, timeout_ms = 60000 })
else
  vim.lsp.buf.formatting_sync(nil, 60000)
end
for _, line in ipairs(vim.api.nvim_buf_get_lines(messy, 0, -1, false)) do
  note('buffer ' .. line)
end

vim.fn.writefile(out, vim.env.LUDEX_OUT)
vim.lsp.stop_client(id)
vim.wait(5000, function() return vim.lsp.get_client_by_id(id) == nil end, 50)
vim.cmd('qa!')
