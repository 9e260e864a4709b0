// Outnumbered's words on a phone, English and Polish: the page's own lines, and the cards' names
// and texts (the view names heroes, bonus powers and villains by id or by their English name; the
// Polish ones are the app's own translations, so the phone and the big screen say the same).

import { pick } from "/words.js";

export const t = pick({
  en: {
    chooseHero: "Choose your hero",
    chooseConfirm: "Tap again: play {hero}",
    yourHero: "Your hero",
    usesLeft: "Hero power uses left this turn: {uses}",
    roll: "Roll the dice",
    board: "Villains",
    lane: "Lane {lane}",
    noBarricade: "no barricade",
    tray: "Your numbers",
    trayHint: "Tap a number, then + − × ÷ or ², then another number",
    pickSecond: "{number} {op} … tap the second number",
    cancel: "Cancel",
    beat: "Beat {villain} ({value}) in lane {lane} with {text}",
    power: "Hero power: {hero}",
    powerOne: "{before} becomes {after}",
    powerReroll: "Roll the {before} again",
    powerSplice: "{first} and {second} make {after}",
    formula: "Type a formula",
    formulaHint: "(4+1)²",
    make: "Build",
    clear: "Clear",
    back: "⌫",
    bonus: "Your bonus powers",
    noBonus: "No bonus power cards yet.",
    bonusHint: "Tap a card to play it",
    bonusNotNow: "This card cannot be played now.",
    playIt: "Play {card}",
    playConfirm: "Tap again: play {card}",
    onVillain: "{card} on {villain} ({value}), lane {lane}",
    onLane: "{card}: rebuild lane {lane}",
    wildPickDie: "Which die? Tap it:",
    wildFace: "{before} → {after}",
    endTurn: "End your turn",
    endConfirm: "Tap again: end your turn",
    endWarn: "Numbers can still beat a villain! Tap again to end",
    won: "The heroes won! Score: {score}",
    lost: "The villains got through.",
    truck: "Truck: {at} of {of}",
    team: "The team",
    noCards: "no bonus powers",
  },
  pl: {
    chooseHero: "Wybierz bohatera",
    chooseConfirm: "Dotknij znowu: graj jako {hero}",
    yourHero: "Twój bohater",
    usesLeft: "Użycia mocy bohatera w tej turze: {uses}",
    roll: "Rzuć kośćmi",
    board: "Złoczyńcy",
    lane: "Tor {lane}",
    noBarricade: "bez barykady",
    tray: "Twoje liczby",
    trayHint: "Dotknij liczby, potem + − × ÷ albo ², potem drugiej liczby",
    pickSecond: "{number} {op} … dotknij drugiej liczby",
    cancel: "Anuluj",
    beat: "Pokonaj: {villain} ({value}) na torze {lane}, liczbą {text}",
    power: "Moc bohatera: {hero}",
    powerOne: "{before} zmienia się w {after}",
    powerReroll: "Rzuć jeszcze raz kością {before}",
    powerSplice: "{first} i {second} dają {after}",
    formula: "Wpisz działanie",
    formulaHint: "(4+1)²",
    make: "Ułóż",
    clear: "Wyczyść",
    back: "⌫",
    bonus: "Twoje moce bonusowe",
    noBonus: "Nie masz jeszcze kart mocy bonusowych.",
    bonusHint: "Dotknij karty, by ją zagrać",
    bonusNotNow: "Tej karty nie można teraz zagrać.",
    playIt: "Zagraj: {card}",
    playConfirm: "Dotknij znowu: {card}",
    onVillain: "{card}: {villain} ({value}), tor {lane}",
    onLane: "{card}: odbuduj tor {lane}",
    wildPickDie: "Która kość? Dotknij jej:",
    wildFace: "{before} → {after}",
    endTurn: "Zakończ turę",
    endConfirm: "Dotknij znowu: zakończ turę",
    endWarn: "Twoje liczby mogą jeszcze pokonać złoczyńcę! Dotknij znowu, by zakończyć",
    won: "Bohaterowie wygrali! Wynik: {score}",
    lost: "Złoczyńcy się przedarli.",
    truck: "Ciężarówka: {at} z {of}",
    team: "Drużyna",
    noCards: "bez mocy bonusowych",
  },
});

// each name in English (the view's own id or msgid) and Polish
const NAMES = pick({
  en: {},
  pl: {
    "Frost Flunky": "Mroźny Pachołek",
    "Icicle Imp": "Soplowy Chochlik",
    "Chill Drone": "Chłodny Dron",
    "Sleet Sneak": "Szronowy Szpieg",
    "Snowball Goon": "Śnieżkowy Zbir",
    "Brr-Bot": "Brr-Bot",
    "Hailstone Henchman": "Gradowy Gagatek",
    "Slush Crawler": "Pełzająca Breja",
    "Glacier Golem": "Lodowcowy Golem",
    "Permafrost Brute": "Zmarzlinowy Osiłek",
    "Blizzard Knight": "Rycerz Zamieci",
    "Avalanche Ape": "Lawinowy Goryl",
    "Absolute Zero": "Zero Absolutne",
  },
});

/** A villain's name (the view gives its English name) in the app's language. */
export function villainName(name) {
  return NAMES(name);
}

const HEROES = {
  big_plus: { power: "plus_one", en: ["Big Plus", "Add 1 to one of your dice."], pl: ["Wielki Plus", "Dodaj 1 do jednej ze swoich kości."] },
  digitizer: { power: "flip", en: ["Digitizer", "Turn one die over to its opposite face."], pl: ["Cyfrator", "Odwróć jedną kość na przeciwną ściankę."] },
  minus_mite: { power: "minus_one", en: ["Minus Mite", "Take 1 away from one of your dice."], pl: ["Mały Minus", "Odejmij 1 od jednej ze swoich kości."] },
  twin_turbo: { power: "double", en: ["Twin Turbo", "Double the number on one of your dice."], pl: ["Turbo Bliźniak", "Podwój liczbę na jednej ze swoich kości."] },
  second_chance: { power: "reroll", en: ["Second Chance", "Roll one of your dice again."], pl: ["Druga Szansa", "Rzuć jeszcze raz jedną ze swoich kości."] },
  splice: { power: "splice", en: ["Splice", "Set two dice side by side to read them as one two-digit number."], pl: ["Spawacz", "Postaw dwie kości obok siebie i czytaj je jako jedną liczbę dwucyfrową."] },
};

const BONUS = {
  lightning: { en: ["Lightning Strike", "Defeat one villain numbered 10 or less."], pl: ["Błyskawica", "Pokonaj jednego złoczyńcę z liczbą 10 lub mniejszą."] },
  knockout: { en: ["Knockout", "Defeat any one villain, even Absolute Zero."], pl: ["Nokaut", "Pokonaj dowolnego złoczyńcę, nawet Zero Absolutne."] },
  wild_die: { en: ["Wild Die", "Turn one unused die to any face you like."], pl: ["Dzika Kość", "Obróć jedną niezużytą kość na dowolną ściankę."] },
  extra_die: { en: ["Extra Die", "Roll one more die and use it this turn."], pl: ["Dodatkowa Kość", "Rzuć jeszcze jedną kością i użyj jej w tej turze."] },
  second_wind: { en: ["Second Wind", "Roll all of your unused dice again."], pl: ["Drugi Oddech", "Rzuć ponownie wszystkimi niezużytymi kośćmi."] },
  power_surge: { en: ["Power Surge", "Use your hero power one more time this turn."], pl: ["Przypływ Mocy", "Użyj mocy bohatera jeszcze raz w tej turze."] },
  push_back: { en: ["Push Back", "Move one villain one space back up its lane, if that space is free."], pl: ["Odepchnięcie", "Cofnij jednego złoczyńcę o jedno pole w górę jego toru, jeśli to pole jest wolne."] },
  rebuild: { en: ["Rebuild", "Put one lost barricade back at the bottom of its lane."], pl: ["Odbudowa", "Postaw z powrotem jedną utraconą barykadę na dole jej toru."] },
};

function inLanguage(entry) {
  return entry[document.documentElement.lang] ?? entry.en;
}

/** A hero's [name, power text], and its power's kind. */
export function hero(id) {
  const entry = HEROES[id];
  return entry ? { name: inLanguage(entry)[0], text: inLanguage(entry)[1], power: entry.power } : { name: id, text: "", power: "" };
}

/** A bonus power card's [name, text]. */
export function bonusCard(kind) {
  const entry = BONUS[kind];
  return entry ? { name: inLanguage(entry)[0], text: inLanguage(entry)[1] } : { name: kind, text: "" };
}
