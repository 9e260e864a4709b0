// Outrun's words on a phone, English and Polish: the page's own lines, and the names of the
// symbols and interference cards as the app names them (the Polish ones from the Polish rulebook).

import { pick } from "/words.js";

export const t = pick({
  en: {
    getReady: "Get ready: the path card shows here when the big screen's countdown ends.",
    nextRace: "Next race",
    nextRaceConfirm: "Tap again: start the countdown",
    nextRaceAsked: "The countdown starts on the big screen.",
    run: "Run! Tap the path's order, then Finish.",
    pathCard: "The path card",
    yourRun: "Your run",
    emptyRun: "Tap a card below to lay it.",
    takeBack: "Take back",
    finish: "Finish",
    giveUp: "Time’s up",
    giveUpConfirm: "Tap again: time’s up",
    timeLimit: "Time limit: {seconds} s on your own clock.",
    sending: "Finished in {seconds} s: sending…",
    finished: "Finished in {seconds} s. Waiting for the others.",
    outOfTime: "Out of time this round.",
    right: "Right way in {seconds} s.",
    wrong: "Wrong way ({seconds} s).",
    lastOut: "Last round: out of time.",
    room: "Room {room} of {rooms}",
    out: "Out of the museum!",
    place: "Place {place} on the monster board",
    zero: "On the +0 place",
    infected: "Infected",
    immune: "Immune this round",
    onYou: "Cards on you",
    centre: "Cards in the centre (for everyone)",
    noneOnYou: "No cards on you.",
    hand: "Your interference cards",
    noHand: "No interference cards in your hand.",
    takeZeroAsk: "You were the slowest right runner: take the +0 place and clear your cards?",
    takeZero: "Take the +0 place",
    takeZeroConfirm: "Tap again: take +0",
    stay: "Stay where I am",
    stayConfirm: "Tap again: stay",
    infectAsk: "You are infected: choose whom to infect.",
    infect: "Infect {name}",
    infectConfirm: "Tap again: infect {name}",
    playAsk: "Play an interference card, or keep your cards.",
    tapCard: "Tap a card to see where it can go.",
    onSelf: "Play it on yourself",
    onOther: "Play it on {name}",
    noTarget: "Play it",
    playConfirm: "Tap again to play it",
    keep: "Keep my cards",
    keepConfirm: "Tap again: keep them",
    othersChoose: "The others choose on their turn.",
    after: "after card {after}",
    won: "{name} wins!",
    nightOver: "The night is over.",
    you: "you",
  },
  pl: {
    getReady: "Przygotuj się: karta ścieżki pojawi się tu po odliczaniu na dużym ekranie.",
    nextRace: "Następny bieg",
    nextRaceConfirm: "Dotknij znowu: odliczanie",
    nextRaceAsked: "Odliczanie zaczyna się na dużym ekranie.",
    run: "Uciekaj! Dotykaj w kolejności ścieżki, potem Koniec.",
    pathCard: "Karta ścieżki",
    yourRun: "Twój bieg",
    emptyRun: "Dotknij karty poniżej, by ją położyć.",
    takeBack: "Cofnij",
    finish: "Koniec",
    giveUp: "Czas minął",
    giveUpConfirm: "Dotknij znowu: czas minął",
    timeLimit: "Limit czasu: {seconds} s na twoim zegarze.",
    sending: "Koniec po {seconds} s: wysyłanie…",
    finished: "Koniec po {seconds} s. Czekamy na innych.",
    outOfTime: "W tej rundzie czas minął.",
    right: "Dobra droga w {seconds} s.",
    wrong: "Zła droga ({seconds} s).",
    lastOut: "Ostatnia runda: czas minął.",
    room: "Pomieszczenie {room} z {rooms}",
    out: "Poza muzeum!",
    place: "Pozycja {place} na planszy potwora",
    zero: "Na polu +0",
    infected: "Zarażenie",
    immune: "Odporność w tej rundzie",
    onYou: "Karty przed tobą",
    centre: "Karty na środku (dla wszystkich)",
    noneOnYou: "Przed tobą nie ma kart.",
    hand: "Twoje karty ingerencji",
    noHand: "Nie masz kart ingerencji w ręce.",
    takeZeroAsk: "Twój poprawny bieg był najwolniejszy: zająć pole +0 i pozbyć się kart?",
    takeZero: "Zajmij pole +0",
    takeZeroConfirm: "Dotknij znowu: pole +0",
    stay: "Zostań na miejscu",
    stayConfirm: "Dotknij znowu: zostań",
    infectAsk: "Masz zarażenie: wybierz, kogo zarazić.",
    infect: "Zaraź: {name}",
    infectConfirm: "Dotknij znowu: zaraź {name}",
    playAsk: "Zagraj kartę ingerencji albo zatrzymaj karty.",
    tapCard: "Dotknij karty, by zobaczyć, gdzie może trafić.",
    onSelf: "Zagraj przed sobą",
    onOther: "Zagraj na: {name}",
    noTarget: "Zagraj ją",
    playConfirm: "Dotknij znowu, by zagrać",
    keep: "Zatrzymaj karty",
    keepConfirm: "Dotknij znowu: zatrzymaj",
    othersChoose: "Inni wybierają w swojej kolejce.",
    after: "po karcie {after}",
    won: "Wygrana: {name}!",
    nightOver: "Noc dobiegła końca.",
    you: "ty",
  },
});

const NAMES = pick({
  en: {
    pumpkin: "Pumpkin", bat: "Bat", ghost: "Ghost", moon: "Moon", hat: "Witch's hat", candle: "Candle",
    spider: "Spider", eye: "Eye", long_way: "The long way", major_shortcut: "Major shortcut", antidote: "Antidote",
    back_away: "Back away", boost: "Boost", fair_trade: "Fair trade?", focus: "Focus", have_mine: "Have mine",
    little_shortcut: "Little shortcut", the_long_way: "The long way", not_that_way: "Not that way",
    shield: "Shield", steal: "Steal", stepping_stones_evens: "Stepping Stones (evens, then odds)",
    stepping_stones_odds: "Stepping Stones (odds, then evens)", switcheroo: "Switcheroo",
  },
  pl: {
    pumpkin: "Dynia", bat: "Nietoperz", ghost: "Duch", moon: "Księżyc", hat: "Kapelusz czarownicy",
    candle: "Świeca", spider: "Pająk", eye: "Oko", long_way: "Długa droga", major_shortcut: "Wielki skrót",
    antidote: "Antidotum", back_away: "Cofaj", boost: "Przyspieszenie", fair_trade: "Uczciwa wymiana?",
    focus: "Koncentracja", have_mine: "Weź moje", little_shortcut: "Mały skrót", the_long_way: "Długa droga",
    not_that_way: "Nie tędy droga", shield: "Tarcza", steal: "Kradzież",
    stepping_stones_evens: "Dziurawa Ścieżka (parzyste, potem nieparzyste)",
    stepping_stones_odds: "Dziurawa Ścieżka (nieparzyste, potem parzyste)", switcheroo: "Zamiana",
  },
});

// what each interference card does, in a line (our own words, as the app's card tips say it)
const DOES = pick({
  en: {
    back_away: "Lay your run in the opposite order.",
    boost: "Move twice as many rooms this round.",
    fair_trade: "Swap the cards in front of you with another runner's.",
    focus: "Discard every card in front of you.",
    have_mine: "Pass every card in front of you to another runner.",
    little_shortcut: "Leave out one movement card of your choice.",
    the_long_way: "Lay it right after the card of its number.",
    major_shortcut: "Your run is this card alone.",
    not_that_way: "Skip its symbol: lay no card for that move.",
    shield: "Nobody else can play cards on you.",
    steal: "Take every card another runner holds.",
    stepping_stones_evens: "Moves 2, 4, 6, 8 first, then 1, 3, 5, 7.",
    stepping_stones_odds: "Moves 1, 3, 5, 7 first, then 2, 4, 6, 8.",
    switcheroo: "Lay either of its two symbols as the other.",
  },
  pl: {
    back_away: "Połóż bieg w odwrotnej kolejności.",
    boost: "W tej rundzie idziesz dwa razy dalej.",
    fair_trade: "Zamień karty przed sobą na karty innej osoby.",
    focus: "Odrzuć wszystkie karty sprzed siebie.",
    have_mine: "Przekaż karty sprzed siebie innej osobie.",
    little_shortcut: "Pomiń jedną wybraną kartę ruchu.",
    the_long_way: "Połóż ją zaraz po karcie o jej numerze.",
    major_shortcut: "Twój bieg to tylko ta karta.",
    not_that_way: "Pomiń jej symbol: nie kładź za niego karty.",
    shield: "Nikt inny nie zagra na ciebie kart.",
    steal: "Zabierz wszystkie karty z ręki innej osoby.",
    stepping_stones_evens: "Najpierw ruchy 2, 4, 6, 8, potem 1, 3, 5, 7.",
    stepping_stones_odds: "Najpierw ruchy 1, 3, 5, 7, potem 2, 4, 6, 8.",
    switcheroo: "Kładź jeden z jej dwóch symboli zamiast drugiego.",
  },
});

export function cardName(id) {
  return NAMES(id);
}

export function cardDoes(kind) {
  return DOES(kind);
}

// an interference card in a line: its name and what is printed on it (symbols, its number)
export function cardLine(card) {
  const extra = card.symbols?.length ? ` (${card.symbols.map(cardName).join(" / ")})` : "";
  const after = card.after ? ` ${t("after", { after: card.after })}` : "";
  return `${cardName(card.kind)}${extra}${after}`;
}

export function seconds(ms) {
  const shown = (ms / 1000).toFixed(2);
  return document.documentElement.lang === "pl" ? shown.replace(".", ",") : shown;
}
