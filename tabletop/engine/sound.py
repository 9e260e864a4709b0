"""Short sound effects with one volume setting; silent when there is no audio device.

The effects are WAV files made by ``build_scripts/make_sounds.py``.  Under the dummy audio driver
(tests, the smoke run) or on a machine with no sound card the mixer may not start: then every
``play`` does nothing, and the game goes on.
"""

from __future__ import annotations

import enum

import pygame

from tabletop.paths import art_path


class Sound(enum.Enum):
    CARD = "card"
    FLIP = "flip"
    DICE = "dice"
    WIN = "win"
    LOSS = "loss"
    CLICK = "click"


class SoundBoard:
    def __init__(self, volume: float) -> None:
        self.volume = volume
        self._sounds: dict[Sound, pygame.mixer.Sound] = {}
        self.enabled = False
        self.played: list[Sound] = []  # what was asked for, for tests and the log of a smoke run
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(44100, -16, 1, 512)
            self.enabled = True
        except pygame.error:
            self.enabled = False

    def set_volume(self, volume: float) -> None:
        self.volume = max(0.0, min(1.0, volume))
        for sound in self._sounds.values():
            sound.set_volume(self.volume)

    def play(self, which: Sound) -> None:
        self.played.append(which)
        del self.played[:-50]
        if not self.enabled or self.volume <= 0:
            return
        sound = self._sounds.get(which)
        if sound is None:
            path = art_path("sounds", f"{which.value}.wav")
            try:
                sound = pygame.mixer.Sound(str(path))
            except (pygame.error, FileNotFoundError):
                return
            sound.set_volume(self.volume)
            self._sounds[which] = sound
        sound.play()
