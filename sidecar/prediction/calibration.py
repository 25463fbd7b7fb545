"""What the sidecar learns about each backend model from the replies it relays.

- Prefill and decode rates (tokens/s), from the timings the backend reports: they turn
  token counts into the predicted service seconds the scheduler orders by. With several
  backends each has its own rates for a model (``rates_at``; the first backend's are
  ``rates``); a backend's rates start from the first backend's until it reports its own.
- The length offset: the shipped predictor scores how much longer or shorter than usual a
  reply will be (a centred log length); ``exp(score + offset)`` is the expected number of
  tokens, and the offset is the running mean of ``log(actual) - score`` for this model.
  Replies cut by their output cap are skipped (their true length is unknown).
- What loading the model costs (seconds) on a backend that holds several models and loads
  them on demand (Ollama, llama-server's router mode): Ollama's reported
  ``load_duration``, or the wait before the first byte beyond the reported prefill.
- The prompt-token estimate for scheduling and KV reservations, with no tokenizer:
  ``ASCII bytes / bytes_per_token + other UTF-8 bytes / other_bytes_per_token +
  overhead``. Bytes, and the two kinds apart: a tokenizer spends a token on about four
  bytes of English and on one to three bytes of other scripts (SmolLM2 two tokens on a
  Japanese character's three bytes, multilingual tokenizers about one). Counted in
  characters, as before, a pasted Japanese article was sized at a seventh of its prefill
  and run too early. The overhead is what the chat template adds (a default system
  prompt, role markers: about 30 tokens for SmolLM2), learned from short prompts; each
  kind's bytes per token from prompts long enough for the overhead not to matter and
  mostly of that kind.

- How far to trust the length model's sizes for this model (``trust.Trust``): how well
  its scores ranked this model's replies, for the first stage and for the second stage's
  refined sizes apart.

The first three are exponentially weighted means, so they follow a model swap within a few
dozen replies, and they are plain data: the simulator and tests drive them directly.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from sidecar.config import DEFAULT_DECODE_RATE, DEFAULT_PREFILL_RATE
from sidecar.prediction.scorer import DEFAULT_OFFSET
from sidecar.prediction.trust import Trust
from sidecar.scheduling.jobs import Rates

# Used for a rejection only when even an optimistic count does not fit: no common
# tokenizer packs more than about 6 UTF-8 bytes into a token of ordinary text.
OPTIMISTIC_BYTES_PER_TOKEN = 6.0


@dataclass
class ModelCalibration:
    rates: Rates
    offset: float  # log tokens
    bytes_per_token: float = 4.0  # ASCII bytes a token (English text, most tokenizers)
    other_bytes_per_token: float = 2.0  # bytes of other scripts a token (a CJK character is 3)
    overhead: float = 32.0  # tokens the chat template adds to every prompt
    length_samples: int = 0
    prompt_samples: int = 0
    alpha: float = 0.1
    other_rates: dict[str, Rates] = field(default_factory=dict)  # backend name -> rates (not the first)
    load_seconds: float | None = None  # what loading it takes (several models on one backend)
    load_samples: int = 0
    trust: Trust = field(default_factory=Trust)  # in the first stage's sizes
    reader_trust: Trust = field(default_factory=Trust)  # in the second stage's refined sizes

    def observe_load(self, seconds: float) -> None:
        """One load of this model took ``seconds``: a running mean, the first ones count most."""
        a = max(0.3, 1.0 / (self.load_samples + 1))
        self.load_seconds = (
            seconds if self.load_seconds is None else self.load_seconds + a * (seconds - self.load_seconds)
        )
        self.load_samples += 1

    def observe_length(self, score: float, output_tokens: int, capped: bool = False) -> None:
        """One reply's length against its score. A reply cut at its cap says only that it
        would have been at least that long: it moves the offset up if the median predicted
        now is shorter, and never down (left out, capped replies would pull the offset low
        wherever many replies run to their cap)."""
        if output_tokens <= 0:
            return
        target = math.log(output_tokens) - score
        if capped and target <= self.offset:
            return
        # the first replies move the offset quickly, later ones slowly
        a = max(self.alpha, 1.0 / (self.length_samples + 2))
        self.offset += a * (target - self.offset)
        self.length_samples += 1

    def observe_prompt(self, nbytes: tuple[int, int], prompt_tokens: int) -> None:
        """One reported prompt-token count against the prompt's UTF-8 bytes (ASCII, other).
        A prompt long enough for the template's overhead not to matter, and mostly of one
        kind, teaches that kind's bytes per token."""
        if prompt_tokens <= 0:
            return
        ascii_bytes, other = nbytes
        text_tokens = max(1.0, prompt_tokens - self.overhead)
        if ascii_bytes + other >= 2000:
            if other <= 0.2 * (ascii_bytes + other):
                bpt = ascii_bytes / max(1.0, text_tokens - other / self.other_bytes_per_token)
                self.bytes_per_token += self.alpha * (bpt - self.bytes_per_token)
            elif ascii_bytes <= 0.2 * (ascii_bytes + other):
                bpt = other / max(1.0, text_tokens - ascii_bytes / self.bytes_per_token)
                self.other_bytes_per_token += self.alpha * (bpt - self.other_bytes_per_token)
        else:  # short: what the template adds shows; in a long one it is lost in the text's error
            residual = prompt_tokens - self._text_tokens(nbytes)
            a = max(self.alpha, 1.0 / (self.prompt_samples + 2))
            self.overhead = max(0.0, self.overhead + a * (residual - self.overhead))
        self.prompt_samples += 1

    def _text_tokens(self, nbytes: tuple[int, int]) -> float:
        return nbytes[0] / self.bytes_per_token + nbytes[1] / self.other_bytes_per_token

    def prompt_tokens(self, nbytes: tuple[int, int], extra_tokens: int = 0) -> int:
        """Estimated prompt tokens for (ASCII, other) UTF-8 bytes."""
        return math.ceil(self._text_tokens(nbytes) + self.overhead) + extra_tokens


MAX_MODELS = 64  # backend models learned apart; more share OTHER
OTHER = "(other models)"


@dataclass
class Calibration:
    """Per-model calibration with shared defaults."""

    prefill_rate: float = DEFAULT_PREFILL_RATE
    decode_rate: float = DEFAULT_DECODE_RATE
    offset: float = DEFAULT_OFFSET
    models: dict[str, ModelCalibration] = field(default_factory=dict)
    primary: str = ""  # the first backend's name: its rates are ``ModelCalibration.rates``

    def rates_at(self, model: str, backend: str) -> Rates:
        m = self.of(model)
        if backend in ("", self.primary):
            return m.rates
        r = m.other_rates.get(backend)
        if r is None:
            r = m.other_rates[backend] = Rates(m.rates.prefill, m.rates.decode)
        return r

    def of(self, model: str) -> ModelCalibration:
        """The model's calibration. Model names come from clients: past ``MAX_MODELS``
        distinct ones, a new name shares one ``OTHER`` entry instead of growing the state."""
        m = self.models.get(model)
        if m is None:
            if len(self.models) >= MAX_MODELS:
                model = OTHER
                m = self.models.get(OTHER)
            if m is None:
                m = ModelCalibration(Rates(self.prefill_rate, self.decode_rate), self.offset)
                self.models[model] = m
        return m

    def prompt_tokens(self, model: str, nbytes: tuple[int, int], extra_tokens: int = 0) -> int:
        return self.of(model).prompt_tokens(nbytes, extra_tokens)

    def to_state(self) -> dict:
        """Everything learned, for the state directory (``load_state`` reads it back)."""
        return {
            name: {
                "prefill": m.rates.prefill,
                "decode": m.rates.decode,
                "rate_samples": m.rates.samples,
                "offset": m.offset,
                "bytes_per_token": m.bytes_per_token,
                "other_bytes_per_token": m.other_bytes_per_token,
                "overhead": m.overhead,
                "length_samples": m.length_samples,
                "prompt_samples": m.prompt_samples,
                "backends": {b: [r.prefill, r.decode, r.samples] for b, r in m.other_rates.items()},
                **({"load_seconds": m.load_seconds, "load_samples": m.load_samples} if m.load_samples else {}),
                "trust": m.trust.to_state(),
                "reader_trust": m.reader_trust.to_state(),
            }
            for name, m in self.models.items()
        }

    def load_state(self, state: object) -> None:
        """Restore ``to_state`` output; raises ValueError (nothing changed) on anything else."""
        if not isinstance(state, dict):
            raise ValueError("expected a mapping of model name -> calibration")
        models = {}
        try:
            for name, v in state.items():
                m = ModelCalibration(Rates(float(v["prefill"]), float(v["decode"])), float(v["offset"]))
                m.rates.samples = int(v["rate_samples"])
                # a state saved before the estimate counted bytes keeps its per-model
                # overhead; its characters-per-token figure does not carry over
                m.bytes_per_token = float(v.get("bytes_per_token", m.bytes_per_token))
                m.other_bytes_per_token = float(v.get("other_bytes_per_token", m.other_bytes_per_token))
                m.overhead = float(v["overhead"])
                m.length_samples = int(v["length_samples"])
                m.prompt_samples = int(v["prompt_samples"])
                if "load_seconds" in v:
                    m.load_seconds = float(v["load_seconds"])
                    m.load_samples = int(v["load_samples"])
                if "trust" in v:  # a state saved before trust was learned starts from the prior
                    m.trust = Trust.from_state(v["trust"])
                if "reader_trust" in v:
                    m.reader_trust = Trust.from_state(v["reader_trust"])
                for b, (pre, dec, n) in (v.get("backends") or {}).items():
                    if not (float(pre) > 0 and float(dec) > 0):
                        raise ValueError(f"{name}@{b}: rates must be positive")
                    m.other_rates[str(b)] = Rates(float(pre), float(dec), int(n))
                if not (
                    m.rates.prefill > 0 and m.rates.decode > 0 and m.bytes_per_token > 0 and m.other_bytes_per_token > 0
                ):
                    raise ValueError(f"{name}: rates must be positive")
                models[str(name)] = m
        except (KeyError, TypeError, AttributeError) as exc:
            raise ValueError(f"missing or malformed field: {exc}") from None
        self.models = models

    def snapshot(self) -> dict:
        return {
            name: {
                "prefill_tokens_per_s": round(m.rates.prefill, 1),
                "decode_tokens_per_s": round(m.rates.decode, 1),
                "length_offset": round(m.offset, 3),
                "typical_reply_tokens": round(math.exp(m.offset)),
                "bytes_per_token": round(m.bytes_per_token, 2),
                "other_bytes_per_token": round(m.other_bytes_per_token, 2),
                "prompt_overhead_tokens": round(m.overhead, 1),
                "replies_seen": m.rates.samples,
                "trust": m.trust.describe(),
                **({"reader_trust": m.reader_trust.describe()} if m.reader_trust.tokens else {}),
                **({"load_seconds": round(m.load_seconds, 3)} if m.load_seconds is not None else {}),
                **(
                    {
                        "backends": {
                            b: {"prefill_tokens_per_s": round(r.prefill, 1), "decode_tokens_per_s": round(r.decode, 1)}
                            for b, r in m.other_rates.items()
                        }
                    }
                    if m.other_rates
                    else {}
                ),
            }
            for name, m in self.models.items()
        }


def optimistic_prompt_tokens(text_bytes: int, extra_tokens: int = 0) -> int:
    """A lower bound on the prompt's token count, for rejecting what cannot fit."""
    return int(text_bytes / OPTIMISTIC_BYTES_PER_TOKEN) + extra_tokens
