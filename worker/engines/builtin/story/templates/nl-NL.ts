// Story templates in Dutch (nl-NL). The idea is framed in “…” like a name, so articles and
// "het verhaal van …" read well whatever the user typed.
import { asName } from "../idea";
import type { StoryPack } from "./types";

export const nlNL: StoryPack = {
  defaultIdea: "een nieuwsgierig vosje",
  idea: {
    wants: [
      /^(?<hero>.+?),?\s+(?:die|dat)\s+(?:heel\s+graag\s+|graag\s+)?(?:wil|wilde)\s+(?<goal>.+)$/i,
      /^(?<hero>.+?),?\s+(?:die|dat)\s+(?:droomt\s+ervan\s+om|ervan\s+droomt\s+om)\s+(?:te\s+)?(?<goal>.+)$/i,
      /^(?<hero>.+?),?\s+(?:die|dat)\s+(?<goal>.+?)\s+(?:wil|wilde)$/i,
      /^(?<hero>.+?)\s+wil\s+(?<goal>.+)$/i,
    ],
    hero: asName(/^(?:een|de|het)\s+/i),
  },
  goal: {
    title: "“{idea}” en de grote droom",
    wish: "Meer dan wat ook ter wereld droomde “{idea}” van één ding: {goal}.",
    reached: "En op een mooie dag kwam de grote droom uit: {goal}, eindelijk gelukt!",
  },
  titles: {
    fairy_tale: ["Het betoverde sprookje van “{idea}”", "Er was eens: “{idea}”", "“{idea}” en het slapende koninkrijk"],
    sci_fi: ["De sterrenreis van “{idea}”", "“{idea}” tussen de sterren", "Missie naar de sterren: “{idea}”"],
    adventure: ["Het grote avontuur van “{idea}”", "“{idea}” en de verborgen schat", "De kaart, de berg en “{idea}”"],
    educational: ["Leren met “{idea}”", "“{idea}” ontdekt de wereld", "De grote vraag van “{idea}”"],
  },
  beats: {
    fairy_tale: [
      "Er was eens een koninkrijk achter de mistige heuvels, en daar woonde “{idea}”. Elke ochtend zongen de kasteelklokken een vrolijk liedje.",
      "Maar op een dag viel er een grijze slaapbetovering over het land. De klokken zwegen, de bloemen gingen dicht, en alleen “{idea}” kon nog helpen.",
      "Zo begon de reis van “{idea}”: over het kronkelende bospad, langs fluisterende bomen en giechelende paddenstoelen, op zoek naar de verloren toverkracht.",
      "Bij de oude stenen brug sloeg een chagrijnige trol zijn armen over elkaar. “Niemand komt over mijn brug!” bromde hij. En “{idea}” moest heel, heel goed nadenken.",
      "Op dat moment fladderde er een piepklein feetje met zilveren vleugels naast “{idea}” en fluisterde: “De sterkste toverkracht is een lief en dapper hart.”",
      "Toen deed “{idea}” het dapperste van allemaal: niet vechten, maar luisteren, delen en glimlachen. Krak! De betovering begon te breken als dun ijs.",
      "De klokken luidden, de bloemen gingen open en het hele koninkrijk werd wakker en juichte voor “{idea}”. Vriendelijkheid had iedereen gered!",
      "Die nacht viel “{idea}” glimlachend in slaap onder een hemel vol fonkelende sterren. En ze leefden nog lang en gelukkig. Einde.",
    ],
    sci_fi: [
      "In het jaar 3025 reisde “{idea}” mee aan boord van het glimmende ruimteschip Komeet. Elke dag begon met een bliep, een bloep en een raam vol sterren.",
      "Plotseling knipperden er rode lampjes! De sterrenkaart van het schip was uitgevallen, en “{idea}” moest dwars door het melkwegstelsel de weg naar huis vinden.",
      "Met zoemende motoren suisde “{idea}” langs planeten met ringen, regenboognevels en manen die gloeiden als nachtlampjes.",
      "Toen raasde er een wervelende storm van planetoïden op het schip af! Overal vlogen rotsblokken, en “{idea}” hield zich stevig vast en stuurde naar links, naar rechts en weer naar links.",
      "Op een klein blauw maantje ontmoette “{idea}” een vriendelijke robot met knipperende ogen. “Ik ken de sterren,” bliepte hij. “Ik help je wel.”",
      "Samen bouwden ze de sterrenkaart stukje voor stukje weer op. Bij de laatste klik verscheen er een pad van licht, en “{idea}” riep: “Volle kracht vooruit!”",
      "De Komeet gleed veilig door het donker, en alle planeten zwaaiden toen “{idea}” over het stralende pad voorbijkwam.",
      "Eindelijk weer thuis keek “{idea}” omhoog naar de hemel en glimlachte: ergens daarbuiten wachtte het volgende avontuur al.",
    ],
    adventure: [
      "Aan de rand van een slaperig stadje aan zee woonde “{idea}”, die elke nacht droomde van verre bergen en geheime eilanden.",
      "Op een ochtend spoelde er een fles aan met een oude schatkaart erin. Maar de kaart was gescheurd, en alleen “{idea}” durfde hem te volgen.",
      "Dus pakte “{idea}” een rugzak in met een lantaarn en een boterham, en trok over de groene heuvels naar de hoge blauwe bergen.",
      "Een wilde rivier bulderde dwars over het pad, veel te diep om door te waden. “{idea}” keek naar links, keek naar rechts en sprong toen van steen naar steen naar de overkant.",
      "Op de bergtop cirkelde een wijze oude adelaar omlaag en riep naar “{idea}”: “De schat is niet ver meer! Volg de ondergaande zon!”",
      "Bij zonsondergang klopte de gescheurde kaart ineens: het ontbrekende stuk was de vorm van de berg zelf! Met een bonzend hart rende “{idea}” het laatste pad af.",
      "In een grot bij de zee vond “{idea}” de schatkist. Er zaten geen gouden munten in, maar verhalen, kaarten en schelpen van alle ontdekkingsreizigers van vroeger.",
      "Weer thuis tekende “{idea}” een nieuw pad op de oude kaart, voor de volgende ontdekkingsreiziger. De grootste schat was het avontuur zelf.",
    ],
    educational: [
      "Maak kennis met “{idea}”! Vandaag is een bijzondere dag, want er valt zoveel te leren en te ontdekken.",
      "“Waarom is de lucht blauw? Waar komt regen vandaan?” Het hoofd van “{idea}” zat vol vragen, maar waar moest je beginnen?",
      "Dus ging “{idea}” op ontdekkingstocht. Eerst naar de tuin: daar drinken zaadjes water en zonlicht en groeien ze langzaam uit tot hoge groene planten.",
      "Toen kwam er een lastig raadsel: waarom blijft een groot schip drijven, terwijl een klein steentje zinkt? “{idea}” probeerde het uit met blaadjes, stenen en speelgoed in een kom water.",
      "De juf glimlachte en sloeg een groot prentenboek open. “Elk antwoord begint met een goede vraag,” zei ze tegen “{idea}”.",
      "En ineens viel het kwartje! Zonlicht bestaat uit heel veel kleuren, en de lucht verstrooit het blauw het meest. “{idea}” klapte van blijdschap: “Nu snap ik het!”",
      "“{idea}” vertelde elke nieuwe ontdekking aan de vriendjes en tekende zonnen, regendruppels en regenbogen, zodat iedereen samen kon leren.",
      "Die avond keek “{idea}” naar de eerste ster en glimlachte. Leren houdt nooit op – en morgen wachten er weer nieuwe vragen!",
    ],
  },
};
