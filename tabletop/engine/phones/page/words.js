// The page's own words in the app's languages (the welcome frame says which); a game's words are
// in its module.  Rule texts come from the app already translated (refusals, event names).
const WORDS = {
  en: {
    connecting: "Connecting…",
    reconnecting: "Reconnecting…",
    joined: "Joined.",
    startsSoon: "You're in. The game starts on the big screen.",
    scan: "Scan the code on the big screen to join.",
    waitForHost: "This seat is on another phone: confirm on the big screen.",
    yourTurn: "Your turn",
    waiting: "Waiting for the others",
    over: "The game is over.",
    watching: "Watching",
    paused: "Paused on the big screen",
  },
  pl: {
    connecting: "Łączenie…",
    reconnecting: "Ponowne łączenie…",
    joined: "Dołączono.",
    startsSoon: "Jesteś w grze. Gra zacznie się na dużym ekranie.",
    scan: "Zeskanuj kod z dużego ekranu, aby dołączyć.",
    waitForHost: "To miejsce jest na innym telefonie: potwierdź na dużym ekranie.",
    yourTurn: "Twoja kolej",
    waiting: "Czekamy na innych",
    over: "Gra skończona.",
    watching: "Oglądanie",
    paused: "Pauza na dużym ekranie",
  },
};

let language = "en";

export function setLanguage(code) {
  language = WORDS[code] ? code : "en";
  document.documentElement.lang = language;
}

export function word(key) {
  return WORDS[language][key] ?? WORDS.en[key] ?? key;
}

export function pick(table) {
  // a game module's own table: { en: {...}, pl: {...} }
  return (key, params = {}) => {
    const text = (table[language] ?? table.en)[key] ?? table.en[key] ?? key;
    return text.replace(/\{(\w+)\}/g, (_, name) => String(params[name] ?? ""));
  };
}
