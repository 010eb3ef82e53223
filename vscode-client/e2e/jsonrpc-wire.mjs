// The language server as VS Code's client library reads it (issue 39 H2): vscode-jsonrpc, the reader
// vscode-languageclient uses, over the server's stdio. Usage:
//   node jsonrpc-wire.mjs DOCUMENT.txt TRACE... -- SERVER COMMAND...
// It opens DOCUMENT, then for each TRACE asks inductorLens/attachTrace and inductorLens/fusionMap, each
// with a deadline: a request that does not settle (a message the reader could not parse, such as a bare
// NaN) is a failure, as is any error the connection reports. Prints one JSON line: what each request
// answered (or why it failed) and the connection's errors.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import rpc from 'vscode-jsonrpc/node';

const args = process.argv.slice(2);
const cut = args.indexOf('--');
const [doc, ...traces] = args.slice(0, cut);
const server = args.slice(cut + 1);
const child = spawn(server[0], server.slice(1), { stdio: ['pipe', 'pipe', 'ignore'] });
const conn = rpc.createMessageConnection(new rpc.StreamMessageReader(child.stdout),
  new rpc.StreamMessageWriter(child.stdin));
const errors = [];
conn.onError(([err]) => errors.push(String(err && err.message ? err.message : err)));
conn.onRequest(() => null);            // registerCapability, workDoneProgress/create, configuration
conn.onNotification(() => {});
conn.listen();

const DEADLINE = Number(process.env.WIRE_DEADLINE_MS || 120000);
function settle(method, params) {
  let timer;
  const late = new Promise((resolve) => {
    timer = setTimeout(() => resolve({ settled: false, why: `${method}: no answer in ${DEADLINE} ms` }), DEADLINE);
  });
  const answer = conn.sendRequest(method, params).then(
    (result) => ({ settled: true, result }),
    (err) => ({ settled: true, error: String(err && err.message ? err.message : err) }));
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}

const out = { steps: [], errors };
try {
  const init = await settle('initialize', { processId: process.pid, rootUri: null, capabilities: {} });
  out.steps.push({ method: 'initialize', settled: init.settled, why: init.why });
  if (init.settled) {
    await conn.sendNotification('initialized', {});
    const uri = pathToFileURL(doc).href;
    await conn.sendNotification('textDocument/didOpen', {
      textDocument: { uri, languageId: 'inductor-ir', version: 1, text: readFileSync(doc, 'utf8') },
    });
    for (const trace of traces) {
      const a = await settle('inductorLens/attachTrace', { uri, trace });
      out.steps.push({ method: 'inductorLens/attachTrace', trace, ...a });
      const m = await settle('inductorLens/fusionMap', { textDocument: { uri } });
      out.steps.push({ method: 'inductorLens/fusionMap', settled: m.settled, why: m.why, error: m.error,
        nodes: m.result && Array.isArray(m.result.nodes) ? m.result.nodes.length : null,
        measured: m.result ? m.result.measured ?? null : null });
    }
    const s = await settle('shutdown', null);
    out.steps.push({ method: 'shutdown', settled: s.settled, why: s.why });
    await conn.sendNotification('exit');
  }
} catch (err) {
  errors.push(String(err));
}
process.stdout.write(JSON.stringify(out) + '\n');
conn.dispose();
child.kill();
process.exit(0);
