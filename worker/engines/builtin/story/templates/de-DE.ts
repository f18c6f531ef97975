// Story templates in German (de-DE). The idea is framed in „…“ and mostly used as the
// subject or after „von“, so German cases never have to inflect the user's own words.
import { asName } from "../idea";
import type { StoryPack } from "./types";

export const deDE: StoryPack = {
  defaultIdea: "ein neugieriger kleiner Fuchs",
  idea: {
    wants: [
      /^(?<hero>.+?),?\s+(?:der|die|das)\s+(?<goal>.+?)\s+(?:will|möchte|wollte|möchten)$/i,
      /^(?<hero>.+?)\s+(?:will|möchte)\s+(?<goal>.+)$/i,
    ],
    hero: asName(/^(?:ein|eine|einen|der|die|das)\s+/i),
  },
  goal: {
    title: "„{idea}“ und der große Wunsch",
    wish: "Mehr als alles auf der Welt wünschte sich „{idea}“ nur eines: {goal}.",
    reached: "Und eines Tages ging der große Wunsch in Erfüllung: {goal} – endlich geschafft!",
  },
  titles: {
    fairy_tale: ["Das Zaubermärchen von „{idea}“", "Es war einmal: „{idea}“", "„{idea}“ und das schlafende Königreich"],
    sci_fi: ["Die Sternenreise von „{idea}“", "„{idea}“ zwischen den Sternen", "Mission Sterne: „{idea}“"],
    adventure: ["Das große Abenteuer von „{idea}“", "„{idea}“ und der verborgene Schatz", "Die Karte, der Berg und „{idea}“"],
    educational: ["Lernen mit „{idea}“", "„{idea}“ entdeckt die Welt", "Die große Frage von „{idea}“"],
  },
  beats: {
    fairy_tale: [
      "Es war einmal ein Königreich hinter den nebligen Hügeln. Dort lebte „{idea}“, und jeden Morgen sangen die Schlossglocken ein fröhliches Lied.",
      "Doch eines Tages legte sich ein grauer Schlafzauber über das Land. Die Glocken verstummten, die Blumen schlossen sich – und nur „{idea}“ konnte noch helfen.",
      "So begann die Reise von „{idea}“: den gewundenen Waldweg entlang, vorbei an flüsternden Bäumen und kichernden Pilzen, auf der Suche nach dem verlorenen Zauber.",
      "An der alten Steinbrücke verschränkte ein mürrischer Troll die Arme. „Keiner kommt über meine Brücke!“, brummte er. Und „{idea}“ musste ganz, ganz scharf nachdenken.",
      "Da flatterte eine winzige Fee mit silbernen Flügeln herbei und flüsterte „{idea}“ zu: „Der stärkste Zauber ist ein gutes und mutiges Herz.“",
      "Und „{idea}“ tat das Mutigste von allem: zuhören, teilen und lächeln, statt zu kämpfen. Knack! Der Zauber bekam Risse wie dünnes Eis.",
      "Die Glocken läuteten, die Blumen öffneten sich, und das ganze Königreich erwachte und jubelte „{idea}“ zu. Die Freundlichkeit hatte alle gerettet!",
      "In dieser Nacht schlief „{idea}“ unter einem funkelnden Sternenhimmel lächelnd ein. Und alle lebten glücklich bis ans Ende ihrer Tage. Ende.",
    ],
    sci_fi: [
      "Im Jahr 3025 reiste „{idea}“ an Bord des glänzenden Raumschiffs Komet. Jeder Tag begann mit einem Piep, einem Püp und einem Fenster voller Sterne.",
      "Plötzlich blinkten rote Lichter! Die Sternenkarte des Schiffs war erloschen, und „{idea}“ musste quer durch die Galaxie den Weg nach Hause finden.",
      "Mit brummenden Triebwerken sauste „{idea}“ an Ringplaneten, Regenbogennebeln und Monden vorbei, die wie Nachtlichter leuchteten.",
      "Da wirbelte ein Asteroidensturm auf das Schiff zu! Überall flogen Felsbrocken, und „{idea}“ hielt sich gut fest und steuerte nach links, nach rechts und wieder nach links.",
      "Auf einem kleinen blauen Mond traf „{idea}“ einen freundlichen Roboter mit blinkenden Augen. „Ich kenne die Sterne“, piepte er. „Ich helfe dir.“",
      "Gemeinsam setzten sie die Sternenkarte Stück für Stück wieder zusammen. Beim letzten Klick erschien ein leuchtender Pfad, und „{idea}“ rief: „Volle Kraft voraus!“",
      "Die Komet glitt sicher durch die Dunkelheit, und alle Planeten winkten, als „{idea}“ auf dem leuchtenden Pfad vorbeiflog.",
      "Endlich wieder zu Hause, blickte „{idea}“ in den Himmel und lächelte: Irgendwo dort draußen wartete schon das nächste Abenteuer.",
    ],
    adventure: [
      "Am Rand eines verschlafenen Städtchens am Meer lebte „{idea}“ und träumte jede Nacht von fernen Bergen und geheimen Inseln.",
      "Eines Morgens spülten die Wellen eine Flasche mit einer alten Schatzkarte an. Doch die Karte war zerrissen – und nur „{idea}“ hatte den Mut, ihr zu folgen.",
      "Also packte „{idea}“ einen Rucksack mit Laterne und Butterbrot und zog los, über grüne Hügel zu den hohen blauen Bergen.",
      "Ein wilder Fluss rauschte quer über den Weg, viel zu tief zum Durchwaten. „{idea}“ schaute nach links und nach rechts und hüpfte dann über Trittsteine ans andere Ufer.",
      "Auf dem Gipfel kreiste ein weiser alter Adler herab und rief „{idea}“ zu: „Der Schatz ist nicht mehr weit! Folge der untergehenden Sonne!“",
      "Bei Sonnenuntergang ergab die zerrissene Karte plötzlich einen Sinn: Das fehlende Stück war die Form des Berges selbst! Mit klopfendem Herzen rannte „{idea}“ den letzten Pfad hinunter.",
      "In einer Höhle am Meer fand „{idea}“ die Schatztruhe. Darin lagen keine Goldmünzen, sondern Geschichten, Karten und Muscheln aller Entdecker von früher.",
      "Wieder zu Hause, zeichnete „{idea}“ einen neuen Weg in die alte Karte – für die nächsten Entdecker. Der größte Schatz war das Abenteuer selbst.",
    ],
    educational: [
      "Darf ich vorstellen: „{idea}“! Heute ist ein besonderer Tag, denn es gibt so viel zu lernen und zu entdecken.",
      "„Warum ist der Himmel blau? Woher kommt der Regen?“ – „{idea}“ hatte den Kopf voller Fragen und wusste nicht, wo man anfangen sollte.",
      "Also ging „{idea}“ auf Entdeckungsreise. Zuerst in den Garten: Dort trinken Samen Wasser und Sonnenlicht und wachsen langsam zu großen grünen Pflanzen.",
      "Dann kam ein kniffliges Rätsel: Warum schwimmt ein riesiges Schiff, aber ein kleiner Kieselstein geht unter? „{idea}“ probierte es mit Blättern, Steinen und Spielzeug in einer Schüssel Wasser aus.",
      "Die Lehrerin lächelte und schlug ein großes Bilderbuch auf. „Jede Antwort beginnt mit einer guten Frage“, sagte sie zu „{idea}“.",
      "Plötzlich machte es klick! Sonnenlicht besteht aus vielen Farben, und der Himmel streut das Blau am stärksten. „{idea}“ klatschte vor Freude: „Jetzt verstehe ich es!“",
      "„{idea}“ erzählte den Freunden von jeder neuen Entdeckung und malte Sonnen, Regentropfen und Regenbögen, damit alle gemeinsam lernen konnten.",
      "Am Abend sah „{idea}“ den ersten Stern und lächelte. Lernen hört nie auf – und morgen warten schon neue Fragen!",
    ],
  },
};
