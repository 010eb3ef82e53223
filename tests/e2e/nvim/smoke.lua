-- Headless Neovim smoke test of the Inductor Lens language server (Neovim 0.7+; 0.8+ via vim.lsp.start).
-- Opens the IR given on the command line, waits for the fusion diagnostics, hovers op4, prints results
-- on stdout (print() goes to stderr in headless mode).
local out = function(s) io.stdout:write(s .. "\n") end
local diags
local cfg = {
  name = "inductor-lens",
  cmd = { os.getenv("INDUCTOR_LENS_PYTHON") or "python3", "-m", "inductor_lens", "serve" },
  root_dir = vim.fn.getcwd(),
  handlers = {
    ["textDocument/publishDiagnostics"] = function(err, result, ctx, config)
      if result and #result.diagnostics > 0 then diags = result end
      vim.lsp.diagnostic.on_publish_diagnostics(err, result, ctx, config)
    end,
  },
}
local bufnr = vim.api.nvim_get_current_buf()
local id
if vim.lsp.start then
  id = vim.lsp.start(cfg)
else
  id = vim.lsp.start_client(cfg)
  vim.lsp.buf_attach_client(bufnr, id)
end
out("client=" .. tostring(id))
local ok = vim.wait(30000, function() return diags ~= nil and #diags.diagnostics > 100 end, 50)
out("diagnostics=" .. tostring(ok and #diags.diagnostics or 0))
for _, d in ipairs(diags and diags.diagnostics or {}) do
  if d.code == "no_shared_data" then
    out(string.format("DIAG %d:%d [%s] %s", d.range.start.line, d.range.start.character, d.code, d.message:sub(1, 80)))
  end
end
local line
for i, l in ipairs(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)) do
  if l:sub(1, 5) == "op4: " then line = i - 1; break end
end
local params = { textDocument = { uri = vim.uri_from_bufnr(bufnr) }, position = { line = line, character = 1 } }
for _, r in pairs(vim.lsp.buf_request_sync(bufnr, "textDocument/hover", params, 20000) or {}) do
  if r.result then
    local v = r.result.contents.value
    out("HOVER " .. v:sub(1, v:find("\n") - 1))
    if v:find("401,408 points", 1, true) then out("HOVER_ITERATION 401,408 points") end
  end
end
vim.lsp.stop_client(id)
