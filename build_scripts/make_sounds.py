"""Synthesise the sound effects in ``art/sounds/`` with the standard library only.

Run ``python build_scripts/make_sounds.py`` (or ``--out DIR``).  Every noise source is a
``random.Random`` with a fixed seed, so the WAV bytes are the same on every run; the tests check it.
All sounds are 44.1 kHz, 16-bit mono, shorter than 1.5 s, with soft attacks and gentle low-passed
noise so that they stay pleasant when played a hundred times in an evening.
"""

from __future__ import annotations

import argparse
import math
import random
import struct
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 44100
ART_DIR = Path(__file__).resolve().parent.parent / "art"

Samples = list[float]


def silence(seconds: float) -> Samples:
    return [0.0] * round(seconds * RATE)


def mix(target: Samples, source: Samples, at: float = 0.0, gain: float = 1.0) -> None:
    """Add ``source`` into ``target`` starting at ``at`` seconds (``target`` grows if needed)."""
    start = round(at * RATE)
    if len(target) < start + len(source):
        target.extend([0.0] * (start + len(source) - len(target)))
    for i, v in enumerate(source):
        target[start + i] += v * gain


def lowpass(samples: Samples, cutoff: float) -> Samples:
    """One-pole low-pass: takes the hiss off white noise."""
    a = 1 - math.exp(-2 * math.pi * cutoff / RATE)
    out, y = [], 0.0
    for v in samples:
        y += a * (v - y)
        out.append(y)
    return out


def highpass(samples: Samples, cutoff: float) -> Samples:
    low = lowpass(samples, cutoff)
    return [v - lo for v, lo in zip(samples, low, strict=False)]


def noise(rng: random.Random, seconds: float) -> Samples:
    return [rng.uniform(-1, 1) for _ in range(round(seconds * RATE))]


def envelope(samples: Samples, attack: float, decay_rate: float) -> Samples:
    """Linear attack, then exponential decay (``decay_rate`` per second)."""
    att = max(1, round(attack * RATE))
    out = []
    for i, v in enumerate(samples):
        t = i / RATE
        gain = (i / att) if i < att else math.exp(-decay_rate * (t - attack))
        out.append(v * gain)
    return out


def tone(
    freq: float,
    seconds: float,
    harmonics: tuple[float, ...] = (1.0,),
    vibrato: float = 0.0,
    glide_to: float | None = None,
) -> Samples:
    """A pitched note with optional overtones, vibrato and a pitch glide."""
    n = round(seconds * RATE)
    out, phase = [], 0.0
    for i in range(n):
        t = i / RATE
        f = freq if glide_to is None else freq + (glide_to - freq) * (i / n)
        f *= 1 + vibrato * math.sin(2 * math.pi * 5.5 * t)
        phase += 2 * math.pi * f / RATE
        out.append(sum(a * math.sin(phase * (k + 1)) for k, a in enumerate(harmonics)))
    return out


def fade_out(samples: Samples, seconds: float) -> Samples:
    n = min(len(samples), round(seconds * RATE))
    out = samples[:]
    for i in range(n):
        out[len(out) - n + i] *= 1 - i / n
    return out


def normalise(samples: Samples, peak: float) -> Samples:
    top = max(abs(v) for v in samples) or 1.0
    return [v * peak / top for v in samples]


# --- the sounds -----------------------------------------------------------------------------------


def card() -> Samples:
    """A card sliding over felt and landing: soft swish, then a muffled tap."""
    rng = random.Random(1)
    swish = lowpass(highpass(noise(rng, 0.16), 600), 3500)
    swish = [v * math.sin(math.pi * i / len(swish)) for i, v in enumerate(swish)]
    out = silence(0.0)
    mix(out, swish, 0.0, 0.8)
    tap = envelope(lowpass(noise(rng, 0.06), 900), 0.002, 70)
    mix(out, tap, 0.13, 1.2)
    mix(out, envelope(tone(140, 0.06), 0.002, 60), 0.13, 0.5)
    return fade_out(normalise(out, 0.55), 0.02)


def flip() -> Samples:
    """A card turned over: a quick rising flick of air and a light snap."""
    rng = random.Random(2)
    n = noise(rng, 0.12)
    out, y = [], 0.0
    for i, v in enumerate(n):
        cutoff = 800 + 5000 * i / len(n)
        a = 1 - math.exp(-2 * math.pi * cutoff / RATE)
        y += a * (v - y)
        out.append(y * math.sin(math.pi * i / len(n)) ** 2)
    snap = envelope(highpass(noise(rng, 0.03), 1500), 0.001, 160)
    mix(out, lowpass(snap, 6000), 0.1, 0.5)
    return fade_out(normalise(out, 0.5), 0.02)


def dice() -> Samples:
    """Dice rattling in a hand and tumbling out: clicks that thin out and fade."""
    rng = random.Random(3)
    out = silence(0.8)
    t = 0.0
    while t < 0.72:
        f = rng.uniform(1800, 3400)
        click = envelope(tone(f, 0.035, (1.0, 0.3)), 0.001, rng.uniform(120, 200))
        grit = envelope(lowpass(noise(rng, 0.02), 5000), 0.0005, 250)
        loud = (1 - t / 0.8) ** 1.5
        mix(out, click, t, 0.35 * loud)
        mix(out, grit, t, 0.5 * loud)
        mix(out, envelope(tone(rng.uniform(180, 260), 0.05), 0.001, 90), t, 0.25 * loud)
        t += rng.uniform(0.025, 0.07) * (1 + 1.5 * t)
    return fade_out(normalise(out, 0.55), 0.08)


def _note(freq: float, seconds: float) -> Samples:
    """A soft brass-like note: warm overtones, gentle attack, a touch of vibrato."""
    return envelope(tone(freq, seconds, (1.0, 0.45, 0.22, 0.1), vibrato=0.004), 0.015, 2.2)


def win() -> Samples:
    """A short rising fanfare ending on a major chord."""
    out = silence(0.0)
    c5, e5, g5, c6 = 523.25, 659.25, 783.99, 1046.5
    for i, f in enumerate((c5, e5, g5)):
        mix(out, _note(f, 0.22), i * 0.12, 0.5)
    for f in (c5, e5, g5, c6):
        mix(out, envelope(tone(f, 0.9, (1.0, 0.4, 0.18), vibrato=0.005), 0.02, 2.8), 0.38, 0.35)
    return fade_out(normalise(out, 0.6), 0.2)


def loss() -> Samples:
    """Three falling notes and a sagging last one: the sad trombone, politely."""
    out = silence(0.0)
    for i, f in enumerate((392.0, 369.99, 349.23)):
        mix(out, envelope(tone(f, 0.3, (1.0, 0.5, 0.25)), 0.02, 3.5), i * 0.26, 0.5)
    last = envelope(tone(329.63, 0.62, (1.0, 0.5, 0.25), vibrato=0.012, glide_to=293.66), 0.02, 2.2)
    mix(out, last, 0.78, 0.55)
    return fade_out(normalise(lowpass(out, 3000), 0.55), 0.2)


def click() -> Samples:
    """A crisp but quiet UI tick."""
    rng = random.Random(6)
    out = envelope(tone(1500, 0.04, (1.0, 0.2)), 0.0008, 160)
    mix(out, envelope(lowpass(noise(rng, 0.01), 4000), 0.0005, 400), 0.0, 0.4)
    return fade_out(normalise(out, 0.4), 0.01)


SOUNDS: dict[str, Callable[[], Samples]] = {
    "card": card,
    "flip": flip,
    "dice": dice,
    "win": win,
    "loss": loss,
    "click": click,
}


def write_wav(path: Path, samples: Samples) -> None:
    """16-bit mono PCM; the wave module writes no dates, so the bytes depend on samples only."""
    path.parent.mkdir(parents=True, exist_ok=True)
    frames = b"".join(struct.pack("<h", max(-32767, min(32767, round(v * 32767)))) for v in samples)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


def build(out: Path) -> list[Path]:
    written = []
    for name, make in SOUNDS.items():
        target = out / "sounds" / f"{name}.wav"
        write_wav(target, make())
        written.append(target)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ART_DIR, help="art folder to write sounds/ into")
    args = parser.parse_args(argv)
    written = build(args.out)
    print(f"wrote {len(written)} sounds into {args.out / 'sounds'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
