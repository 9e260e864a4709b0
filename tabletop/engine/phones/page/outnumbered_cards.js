// Written by `python -m tabletop.games.outnumbered.table.phone_cards` from the app's catalogue: do not edit; run it again
// after changing a card's name or text.
export const CARDS = {
 "en": {
  "ambush": [
   "Ambush",
   "A new villain drops onto every empty red space."
  ],
  "blizzard": [
   "Blizzard",
   "The last villain in each lane surges forward, shoving the ones ahead of it."
  ],
  "charge": [
   "Charge",
   "Every villain in the middle lane moves one space closer."
  ],
  "cold_front": [
   "Cold Front",
   "The last villain in each centre lane surges forward, shoving the ones ahead of it."
  ],
  "deep_freeze": [
   "Deep Freeze",
   "Every villain in lanes 2 and 4 moves one space closer."
  ],
  "drop_ship": [
   "Drop Ship",
   "A new villain drops onto the red space of the middle lane."
  ],
  "flank_attack": [
   "Flank Attack",
   "New villains drop onto the red spaces of both outer lanes."
  ],
  "left_rush": [
   "Left Rush",
   "Every villain in lanes 1 and 2 moves one space closer."
  ],
  "pincer": [
   "Pincer",
   "New villains drop onto the red spaces of lanes 2 and 4."
  ],
  "quiet_night": [
   "Quiet Night",
   "The city sleeps. Nothing happens."
  ],
  "reinforcements": [
   "Reinforcements",
   "New villains drop onto the red spaces of lanes 1, 3 and 5."
  ],
  "right_rush": [
   "Right Rush",
   "Every villain in lanes 4 and 5 moves one space closer."
  ]
 },
 "pl": {
  "ambush": [
   "Zasadzka",
   "Nowy złoczyńca spada na każde puste czerwone pole."
  ],
  "blizzard": [
   "Zamieć",
   "Ostatni złoczyńca na każdym torze rusza naprzód i popycha tych przed sobą."
  ],
  "charge": [
   "Szarża",
   "Wszyscy złoczyńcy na środkowym torze przesuwają się o jedno pole bliżej."
  ],
  "cold_front": [
   "Front Chłodny",
   "Ostatni złoczyńca na każdym z trzech środkowych torów rusza naprzód i popycha tych przed sobą."
  ],
  "deep_freeze": [
   "Siarczysty Mróz",
   "Wszyscy złoczyńcy na torach 2 i 4 przesuwają się o jedno pole bliżej."
  ],
  "drop_ship": [
   "Desant",
   "Nowy złoczyńca spada na czerwone pole środkowego toru."
  ],
  "flank_attack": [
   "Atak z Flanki",
   "Nowi złoczyńcy spadają na czerwone pola obu skrajnych torów."
  ],
  "left_rush": [
   "Natarcie z Lewej",
   "Wszyscy złoczyńcy na torach 1 i 2 przesuwają się o jedno pole bliżej."
  ],
  "pincer": [
   "Kleszcze",
   "Nowi złoczyńcy spadają na czerwone pola torów 2 i 4."
  ],
  "quiet_night": [
   "Spokojna Noc",
   "Miasto śpi. Nic się nie dzieje."
  ],
  "reinforcements": [
   "Posiłki",
   "Nowi złoczyńcy spadają na czerwone pola torów 1, 3 i 5."
  ],
  "right_rush": [
   "Natarcie z Prawej",
   "Wszyscy złoczyńcy na torach 4 i 5 przesuwają się o jedno pole bliżej."
  ]
 }
};
