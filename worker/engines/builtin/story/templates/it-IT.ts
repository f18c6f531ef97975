// Story templates in Italian (it-IT). The idea is framed in «…» like a name; the tale is
// told in the passato remoto, which does not agree in gender, so any hero fits.
import { asName } from "../idea";
import type { StoryPack } from "./types";

export const itIT: StoryPack = {
  defaultIdea: "una volpina curiosa",
  idea: {
    wants: [
      /^(?<hero>.+?),?\s+che\s+(?:vuole|voleva|sogna\s+di|sognava\s+di|desidera|desiderava|spera\s+di|vorrebbe)\s+(?<goal>.+)$/i,
      /^(?<hero>.+?)\s+(?:vuole|sogna\s+di|desidera|vorrebbe)\s+(?<goal>.+)$/i,
    ],
    hero: asName(/^(?:un|uno|una|il|lo|la|i|gli|le)\s+|^(?:un'|l')/i),
  },
  goal: {
    title: "«{idea}» e il grande sogno",
    wish: "Più di ogni altra cosa al mondo, «{idea}» desiderava una cosa sola: {goal}.",
    reached: "E un bel giorno il grande sogno si avverò: «{idea}» riuscì a {goal}!",
  },
  titles: {
    fairy_tale: ["La fiaba incantata di «{idea}»", "C'era una volta: «{idea}»", "«{idea}» e il regno addormentato"],
    sci_fi: ["Il viaggio stellare di «{idea}»", "«{idea}» tra le stelle", "Missione stelle: «{idea}»"],
    adventure: ["La grande avventura di «{idea}»", "«{idea}» e il tesoro nascosto", "La mappa, la montagna e «{idea}»"],
    educational: ["Impariamo con «{idea}»", "«{idea}» scopre il mondo", "La grande domanda di «{idea}»"],
  },
  beats: {
    fairy_tale: [
      "C'era una volta, al di là delle colline nebbiose, un regno dove viveva «{idea}». Ogni mattina le campane del castello cantavano una melodia allegra.",
      "Ma un giorno un grigio incantesimo del sonno calò sul regno. Le campane tacquero, i fiori si chiusero, e solo «{idea}» poteva ancora aiutare.",
      "Così cominciò il viaggio di «{idea}»: lungo il sentiero tortuoso del bosco, tra alberi che sussurravano e funghi che ridacchiavano, alla ricerca della magia perduta.",
      "Sul vecchio ponte di pietra, un troll brontolone incrociò le braccia. «Nessuno passa sul mio ponte!» borbottò. E «{idea}» dovette pensare tanto, tantissimo.",
      "Proprio allora una fatina minuscola dalle ali d'argento volò accanto a «{idea}» e sussurrò: «La magia più forte è un cuore gentile e coraggioso».",
      "Allora «{idea}» fece la cosa più coraggiosa di tutte: invece di combattere, ascoltò, condivise e sorrise. Crac! L'incantesimo cominciò a incrinarsi come ghiaccio sottile.",
      "Le campane suonarono a festa, i fiori si aprirono e tutto il regno si svegliò applaudendo «{idea}». La gentilezza aveva salvato tutti!",
      "Quella notte, sotto un cielo pieno di stelle scintillanti, «{idea}» si addormentò sorridendo. E tutti vissero felici e contenti. Fine.",
    ],
    sci_fi: [
      "Nell'anno 3025, a bordo della scintillante astronave Cometa, viaggiava «{idea}». Ogni giornata cominciava con un bip, un bop e un oblò pieno di stelle.",
      "All'improvviso si accesero le luci rosse! La mappa stellare dell'astronave si era spenta, e «{idea}» doveva ritrovare la strada di casa attraverso l'intera galassia.",
      "Con i motori che ronzavano, «{idea}» sfrecciò accanto a pianeti con gli anelli, nebulose color arcobaleno e lune che brillavano come lucine da notte.",
      "Poi una tempesta di asteroidi vorticò verso l'astronave! Le rocce volavano dappertutto, e «{idea}» tenne duro e virò a sinistra, a destra e di nuovo a sinistra.",
      "Su una piccola luna blu, «{idea}» incontrò un robot gentile con gli occhi lampeggianti. «Io conosco le stelle», disse con un bip. «Lascia che ti aiuti».",
      "Insieme ricostruirono la mappa stellare, pezzo dopo pezzo. Con un ultimo clic apparve un sentiero di luce, e «{idea}» gridò: «Avanti tutta!»",
      "La Cometa attraversò il buio senza pericoli, e tutti i pianeti salutavano mentre «{idea}» passava sul sentiero luminoso.",
      "Finalmente a casa, «{idea}» guardò il cielo e sorrise: da qualche parte, lassù, la prossima avventura stava già aspettando.",
    ],
    adventure: [
      "Ai margini di un tranquillo paesino sul mare viveva «{idea}», che ogni notte sognava montagne lontane e isole segrete.",
      "Una mattina le onde portarono a riva una bottiglia con una vecchia mappa del tesoro. Ma la mappa era strappata, e solo «{idea}» ebbe il coraggio di seguirla.",
      "Così «{idea}» preparò lo zaino con una lanterna e un panino, e partì attraverso le verdi colline verso le alte montagne azzurre.",
      "Un fiume impetuoso ruggiva in mezzo al sentiero, troppo profondo per attraversarlo a piedi. «{idea}» guardò a destra e a sinistra, poi saltò di sasso in sasso fino all'altra riva.",
      "In cima alla montagna, una vecchia aquila saggia scese volteggiando e gridò a «{idea}»: «Il tesoro non è lontano! Segui il sole al tramonto!»",
      "Al tramonto, la mappa strappata all'improvviso ebbe senso: il pezzo mancante era la forma della montagna stessa! Con il cuore in gola, «{idea}» corse giù per l'ultimo sentiero.",
      "In una grotta vicino al mare, «{idea}» trovò il forziere. Dentro non c'erano monete d'oro, ma storie, mappe e conchiglie di tutti gli esploratori del passato.",
      "Una volta a casa, «{idea}» disegnò un nuovo sentiero sulla vecchia mappa, per il prossimo esploratore. Il tesoro più grande era l'avventura stessa.",
    ],
    educational: [
      "Vi presentiamo «{idea}»! Oggi è un giorno speciale, perché ci sono tantissime cose da imparare e da scoprire.",
      "«Perché il cielo è blu? Da dove viene la pioggia?» La testa di «{idea}» era piena di domande, e non si sapeva da dove cominciare.",
      "Così «{idea}» partì all'esplorazione. Prima il giardino: lì i semi bevono acqua e sole e, piano piano, diventano piante verdi e alte.",
      "Poi arrivò un enigma difficile: perché una grande nave galleggia e un sassolino affonda? «{idea}» fece delle prove con foglie, sassi e giocattoli in una ciotola d'acqua.",
      "La maestra sorrise e aprì un grande libro illustrato. «Ogni risposta comincia con una bella domanda», disse a «{idea}».",
      "E all'improvviso fu tutto chiaro! La luce del sole è fatta di tanti colori, e il cielo diffonde soprattutto il blu. «{idea}» batté le mani dalla gioia: «Ho capito!»",
      "«{idea}» raccontò ogni nuova scoperta agli amici, disegnando soli, gocce di pioggia e arcobaleni, così tutti impararono insieme.",
      "Quella sera «{idea}» guardò la prima stella e sorrise. Non si finisce mai di imparare: domani ci aspettano nuove domande!",
    ],
  },
};
