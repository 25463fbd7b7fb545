"""Which models a multi-model backend holds, how many it may hold, and what a load costs.

Ollama and llama-server's router mode (``--models-dir``, ``--models-max``) load a model when
a request names it, and when they hold as many as they may (Ollama's
``OLLAMA_MAX_LOADED_MODELS``, the router's ``--models-max``) they unload the least recently
used one that is idle. Neither unloads a model that is serving: a request for another model
waits until the one it would replace has nothing running. A load takes seconds on real
models (Ollama reports it as ``load_duration``), so an order that alternates between models
makes the backend load them again and again.

The scheduler (pure) asks this object whether a model is resident (its jobs cost no load),
what loading it would cost (``load_cost``: learned per model, ``DEFAULT_LOAD_SECONDS`` until
one is seen) and whether a load could start now (a free place, or a resident model with
nothing running: the one the backend would unload). It says when it admits a job that
loads its model (``admit``). The proxy tells it what the backend reports (``sync``) and what
a load took (``observe_load``). ``version`` changes whenever a cost could have: the
scheduler then sizes its waiting jobs again.

In the scheduler: Several models on one backend (``residency``: Ollama, llama-server's router mode): each
resident model runs its own slots and KV budget (``capacity`` describes one), and a job
whose model is not resident costs its load too (``Job.load``, in the order key). A job
that needs a load starts only when the backend could load now (a free place, or an idle
resident model to unload): the sidecar never sends a request the backend would park behind
a busy model. Until then the loaded models' work is admitted past it (backfilling, as for
KV room) while its wait bound is not at risk, so a model is replaced when its work runs
out or when another model's job would otherwise wait past the bound: then nothing passes
that job, the model it replaces drains, and the load happens. Among models that could
load, the load's cost in the key decides which goes first.
"""

from __future__ import annotations

from collections import Counter, OrderedDict
from collections.abc import Callable, Collection, Iterable

DEFAULT_LOAD_SECONDS = 5.0  # what a load is assumed to cost until one has been timed
MAX_SEEN = 64  # model names remembered beyond the loaded ones


class Residency:
    """The models a backend holds, least recently used first.

    ``max_resident``: how many it may hold at once (None: as many as it is asked for).
    ``learned`` and ``learn``: the learned load seconds of a model (None: not seen yet), and
    where a new measurement goes (the calibration, which the state directory keeps).
    """

    def __init__(
        self,
        max_resident: int | None,
        learned: Callable[[str], float | None] | None = None,
        learn: Callable[[str, float], None] | None = None,
        *,
        limit_known: bool = True,
        normalize: Callable[[str], str] = lambda model: model,
    ) -> None:
        self.max_resident = max_resident
        self.limit_known = limit_known  # False: a default, to be corrected by what the backend unloads
        self._learned = learned or (lambda model: None)
        self._learn = learn or (lambda model, seconds: None)
        self._loaded: OrderedDict[str, None] = OrderedDict()
        self.loads: Counter[str] = Counter()  # loads the sidecar's admissions caused, per model
        self.version = 0
        self._loaded_since_sync = False
        self._key = normalize  # one name per model (Ollama: "m" and "m:latest")
        self._loading: Counter[str] = Counter()  # loads the sidecar caused whose jobs still run
        self.seen: set[str] = set()  # models it has held (the last MAX_SEEN: names come from clients)

    def _saw(self, models: Iterable[str]) -> None:
        """Remember models held; past ``MAX_SEEN`` forget those not loaded (and their load
        counts), so a client naming a new model each request cannot grow this without bound."""
        self.seen.update(models)
        if len(self.seen) > MAX_SEEN:
            for m in [m for m in self.seen if m not in self._loaded][: len(self.seen) - MAX_SEEN]:
                self.seen.discard(m)
                self.loads.pop(m, None)

    # --- what the scheduler asks --------------------------------------------------------

    @property
    def loaded(self) -> list[str]:
        """Resident models, least recently used first."""
        return list(self._loaded)

    def resident(self, model: str) -> bool:
        return self._key(model) in self._loaded

    def load_seconds(self, model: str) -> float:
        got = self._learned(self._key(model))
        return DEFAULT_LOAD_SECONDS if got is None else got

    def load_cost(self, model: str) -> float:
        """Seconds a job for ``model`` would spend waiting for its model to load."""
        return 0.0 if self.resident(model) else self.load_seconds(model)

    @property
    def places(self) -> int:
        """Models that can run side by side (each with the backend's slots)."""
        return self.max_resident or max(1, len(self._loaded))

    def full(self) -> bool:
        return self.max_resident is not None and len(self._loaded) >= self.max_resident

    def victim(self, busy: Collection[str]) -> str | None:
        """The model a load would unload now: the least recently used resident one with
        nothing running (None when every resident model is busy)."""
        busy = {self._key(m) for m in busy}
        return next((m for m in self._loaded if m not in busy), None)

    def can_load(self, busy: Collection[str]) -> bool:
        return not self.full() or self.victim(busy) is not None

    def enter(self, model: str, busy: Collection[str]) -> bool:
        """A job for ``model`` starts; True if that makes the backend load it."""
        model = self._key(model)
        if model in self._loaded:
            self._loaded.move_to_end(model)
            return False
        if self.full():
            gone = self.victim(busy)
            if gone is not None:
                del self._loaded[gone]
        self._loaded[model] = None
        self._saw([model])
        self.loads[model] += 1
        self._loading[model] += 1
        self.version += 1
        self._loaded_since_sync = True
        return True

    def settled(self, model: str) -> None:
        """A job whose admission loaded ``model`` has left the backend (any outcome)."""
        model = self._key(model)
        if self._loading[model] > 1:
            self._loading[model] -= 1
        else:
            self._loading.pop(model, None)

    # --- what the proxy tells it --------------------------------------------------------

    def sync(self, loaded: Iterable[str]) -> None:
        """What the backend says it holds now. Models it unloaded on its own (an idle
        timeout, another client) leave; ones loaded by others join as most recently used.
        Without a configured limit, a backend that unloaded a model to load another while
        holding ``n`` shows that ``n`` is its limit. Ignored while a load the sidecar caused
        is under way: the backend may not have started it yet, and would seem to hold the
        model it is about to unload."""
        if self._loading:
            return
        now = list(dict.fromkeys(self._key(m) for m in loaded))
        if set(now) == set(self._loaded):
            self._loaded_since_sync = False
            return
        gone = [m for m in self._loaded if m not in now]
        new = [m for m in now if m not in self._loaded]
        if not self.limit_known and gone and (new or self._loaded_since_sync) and now:
            if self.max_resident is None or len(now) < self.max_resident:
                self.max_resident = len(now)
        for m in gone:
            del self._loaded[m]
        for m in new:
            self._loaded[m] = None
        self._saw(new)
        self._loaded_since_sync = False
        self.version += 1

    def observe_load(self, model: str, seconds: float) -> None:
        """A load of ``model`` took ``seconds`` (reported, or measured from the first token)."""
        if seconds < 0:
            return
        model = self._key(model)
        self._learn(model, seconds)
        self.version += 1
