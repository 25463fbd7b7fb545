// The official Ollama JavaScript client (npm `ollama`) against a URL, for tests/request/test_ollama_clients.py.
// Usage: node ollama_client.cjs HOST MODE     MODE: chat | generate | error
// Prints one JSON line: the text it read, the pieces, whether it saw done, the error it threw,
// and how many lines it could not parse (the client warns on each and goes on).
const { Ollama } = require("ollama");

async function main() {
  const [host, mode] = process.argv.slice(2);
  let unparsed = 0;
  const warn = console.warn;
  console.warn = (...args) => {
    if (String(args[0]).startsWith("invalid json")) unparsed += 1;
    else warn(...args);
  };
  const client = new Ollama({ host });
  const out = { text: "", pieces: 0, done: false, error: null, unparsed: 0 };
  try {
    const stream =
      mode === "generate"
        ? await client.generate({ model: "replay", prompt: "Name a fish.", stream: true })
        : await client.chat({ model: "replay", messages: [{ role: "user", content: "Name a fish." }], stream: true });
    for await (const part of stream) {
      out.pieces += 1;
      out.text += mode === "generate" ? part.response : part.message.content;
      out.done = out.done || part.done === true;
    }
  } catch (err) {
    out.error = String(err && err.message ? err.message : err);
  }
  out.unparsed = unparsed;
  process.stdout.write(JSON.stringify(out) + "\n");
}

main();
