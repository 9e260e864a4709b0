// Written by `python -m tabletop.games.fugitive.table.phone_cards` from the app's catalogue: do not edit; run it again
// after changing a card's name or text.
export const CARDS = {
 "en": {
  "dead_drop": [
   "Dead Drop",
   "Choose a draw pile and take the bottom hideout card from it."
  ],
  "double_time": [
   "Double Time",
   "On your current or next turn you act twice: the Fugitive may place another hideout, the Marshal guesses again."
  ],
  "false_trail": [
   "False Trail",
   "The Marshal's next guess may name only one number."
  ],
  "getaway_car": [
   "Getaway Car",
   "On the Fugitive's current or next turn, his normal range is 5 instead of 3."
  ],
  "informant": [
   "Informant",
   "The table learns how many face-down hideouts lie in 1-14, in 15-28 and in 29-41."
  ],
  "lie_low": [
   "Lie Low",
   "The Marshal draws no cards at the start of her next turn."
  ],
  "pickpocket": [
   "Pickpocket",
   "Take a random card from the other player's hand (never the 42)."
  ],
  "roadblock": [
   "Roadblock",
   "On the Fugitive's current or next turn, he may not put sprint cards under a hideout."
  ],
  "sighting": [
   "Sighting",
   "The lowest face-down hideout is turned face up with its sprint cards."
  ],
  "windfall": [
   "Windfall",
   "Draw two extra cards: now if you are drawing, otherwise at your next draw."
  ]
 },
 "pl": {
  "dead_drop": [
   "Skrytka",
   "Wybierz stos i weź z jego spodu kartę kryjówki."
  ],
  "double_time": [
   "Podwójne tempo",
   "W bieżącej lub następnej turze działasz dwa razy: Zbieg może położyć kolejną kryjówkę, Szeryf typuje jeszcze raz."
  ],
  "false_trail": [
   "Fałszywy trop",
   "W następnym typie Szeryf może podać tylko jedną liczbę."
  ],
  "getaway_car": [
   "Auto do ucieczki",
   "W bieżącej lub następnej turze Zbieg ma zasięg 5 zamiast 3."
  ],
  "informant": [
   "Informator",
   "Wszyscy poznają liczbę zakrytych kryjówek w przedziałach 1-14, 15-28 i 29-41."
  ],
  "lie_low": [
   "Przyczajenie",
   "Na początku następnej tury Szeryf nie dobiera kart."
  ],
  "pickpocket": [
   "Kieszonkowiec",
   "Weź losową kartę z ręki przeciwnika (nigdy 42)."
  ],
  "roadblock": [
   "Blokada drogi",
   "W bieżącej lub następnej turze Zbieg nie może dokładać kart sprintu pod kryjówkę."
  ],
  "sighting": [
   "Namierzenie",
   "Najniższa zakryta kryjówka zostaje odkryta razem z kartami sprintu."
  ],
  "windfall": [
   "Łut szczęścia",
   "Dobierz dwie dodatkowe karty: teraz, jeśli właśnie dobierasz, a jeśli nie, przy następnym dobieraniu."
  ]
 }
};
