"""The scheduling room: which waiting request runs next on a backend, and what it holds
while it runs.

- ``scheduler``: the decisions (shortest-first with aging, the wait bound, priorities,
  fair shares, KV-headroom admission), on an injected clock;
- its parts: ``order`` (policies, the sorted waiting queue), ``ledger`` (slots and KV
  tokens held), ``lane`` (the express lane), ``concurrency`` (decode rates by concurrency,
  a backend's parallelism learned), ``residency`` (models loaded on demand), ``tenancy``
  (tenants' policies, fair share and intake limits), ``jobs`` (the types shared with the
  rest of the sidecar), ``queueview`` (the queue as the views show it), ``forecast`` (what it expects:
  work left, slots free, a new job's finish, the drain time), ``suspension`` (which
  replies may be cut for shorter work, which one is, and what it is then);
- ``admission``: the one interface a request talks to (wait, progress, finish, ...), the
  asyncio glue around the scheduler.

May import: the ground (``sidecar.errors``, ``sidecar.config``) and the standard library;
never aiohttp, the request path or the HTTP app (the import contracts in pyproject.toml
say so).
"""
