// Story templates in French (fr-FR). The idea is framed in « … » like a name; the tale is
// told in the passé simple, which never agrees in gender, so any hero fits. Spaces before
// ! ? : ; and inside guillemets are non-breaking, as French typography wants.
import { asName } from "../idea";
import type { StoryPack } from "./types";

export const frFR: StoryPack = {
  defaultIdea: "un petit renard curieux",
  idea: {
    wants: [
      /^(?<hero>.+?),?\s+qui\s+(?:veut|voulait|souhaite|souhaitait|espère|aimerait|désire|rêve\s+de|rêve\s+d'|rêvait\s+de|rêvait\s+d')\s*(?<goal>.+)$/i,
      /^(?<hero>.+?)\s+(?:veut|souhaite|rêve\s+de|rêve\s+d')\s*(?<goal>.+)$/i,
    ],
    hero: asName(/^(?:un|une|le|la|les)\s+|^l'/i),
  },
  goal: {
    title: "« {idea} » et le grand rêve",
    wish: "Plus que tout au monde, « {idea} » rêvait d’une seule chose : {goal}.",
    reached: "Et un beau jour, le grand rêve devint réalité : « {idea} » réussit à {goal} !",
  },
  titles: {
    fairy_tale: ["Le conte enchanté de « {idea} »", "Il était une fois « {idea} »", "« {idea} » et le royaume endormi"],
    sci_fi: ["Le voyage stellaire de « {idea} »", "« {idea} » parmi les étoiles", "Mission étoiles : « {idea} »"],
    adventure: ["La grande aventure de « {idea} »", "« {idea} » et le trésor caché", "La carte, la montagne et « {idea} »"],
    educational: ["J'apprends avec « {idea} »", "« {idea} » découvre le monde", "La grande question de « {idea} »"],
  },
  beats: {
    fairy_tale: [
      "Il était une fois, au-delà des collines brumeuses, un royaume où vivait « {idea} ». Chaque matin, les cloches du château chantaient un air joyeux.",
      "Mais un jour, un sortilège gris plongea le royaume dans le sommeil. Les cloches se turent, les fleurs se fermèrent, et il ne restait que « {idea} » pour venir en aide.",
      "Alors commença le voyage de « {idea} » : le long du sentier de la forêt, parmi les arbres qui chuchotent et les champignons qui gloussent, à la recherche de la magie perdue.",
      "Sur le vieux pont de pierre, un troll grognon croisa les bras. « Personne ne traverse mon pont ! » gronda-t-il. Et « {idea} » dut réfléchir très, très fort.",
      "Soudain, une minuscule fée aux ailes d'argent se posa près de « {idea} » et murmura : « La magie la plus puissante, c'est un cœur gentil et courageux. »",
      "« {idea} » choisit alors le plus courageux des chemins : écouter, partager et sourire, au lieu de se battre. Crac ! Le sortilège se fendit comme une fine couche de glace.",
      "Les cloches sonnèrent, les fleurs s'ouvrirent, et tout le royaume se réveilla en acclamant « {idea} ». La gentillesse avait sauvé tout le monde !",
      "Ce soir-là, sous un ciel plein d'étoiles scintillantes, « {idea} » s'endormit en souriant. Et tout le monde vécut heureux pour toujours. Fin.",
    ],
    sci_fi: [
      "En l'an 3025, à bord de l'étincelant vaisseau Comète, voyageait « {idea} ». Chaque journée commençait par un bip, un boup et un hublot rempli d'étoiles.",
      "Soudain, des lumières rouges clignotèrent ! La carte des étoiles du vaisseau s'était éteinte, et « {idea} » devait retrouver le chemin de la maison à travers toute la galaxie.",
      "Moteurs ronronnants, « {idea} » fila devant des planètes à anneaux, des nébuleuses arc-en-ciel et des lunes qui brillaient comme des veilleuses.",
      "Tout à coup, une tempête d'astéroïdes tourbillonnante fonça sur le vaisseau ! Les rochers volaient de partout, et « {idea} » tint bon la barre : à gauche, à droite, et encore à gauche.",
      "Sur une petite lune bleue, « {idea} » rencontra un gentil robot aux yeux clignotants. « Je connais les étoiles, bipa-t-il. Laisse-moi t'aider. »",
      "Ensemble, ils reconstruisirent la carte des étoiles, morceau par morceau. Au dernier clic, un chemin de lumière apparut, et « {idea} » s'écria : « En avant, toute ! »",
      "La Comète traversa l'obscurité sans encombre, et toutes les planètes saluaient « {idea} » qui passait sur le sentier lumineux.",
      "Enfin de retour à la maison, « {idea} » leva les yeux vers le ciel et sourit : quelque part là-haut, la prochaine aventure attendait déjà.",
    ],
    adventure: [
      "Au bout d'une petite ville tranquille au bord de la mer vivait « {idea} », qui rêvait chaque nuit de montagnes lointaines et d'îles secrètes.",
      "Un matin, la mer apporta une bouteille contenant une vieille carte au trésor. Mais la carte était déchirée, et personne d'autre que « {idea} » n'osa la suivre.",
      "Alors « {idea} » prépara un sac à dos, une lanterne et un sandwich, et partit par les collines vertes vers les hautes montagnes bleues.",
      "Une rivière sauvage grondait en travers du chemin, bien trop profonde pour la traverser à pied. « {idea} » regarda à gauche, à droite, puis sauta de pierre en pierre jusqu'à l'autre rive.",
      "Au sommet de la montagne, un vieil aigle très sage descendit en tournoyant vers « {idea} » : « Le trésor n'est plus loin ! Suis le soleil couchant ! »",
      "Au coucher du soleil, la carte déchirée prit tout son sens : le morceau manquant, c'était la forme de la montagne elle-même ! « {idea} » dévala le dernier sentier, le cœur battant.",
      "Dans une grotte au bord de la mer, « {idea} » trouva le coffre au trésor. Dedans, pas de pièces d'or, mais les histoires, les cartes et les coquillages de tous les explorateurs d'autrefois.",
      "De retour à la maison, « {idea} » traça un nouveau chemin sur la vieille carte, pour le prochain explorateur. Le plus beau des trésors, c'était l'aventure elle-même.",
    ],
    educational: [
      "Voici « {idea} » ! Aujourd'hui est un jour spécial, car il y a tant de choses à apprendre et à découvrir.",
      "« {idea} » avait la tête pleine de questions : pourquoi le ciel est-il bleu ? D'où vient la pluie ? Mais par où commencer ?",
      "Alors « {idea} » partit explorer. D'abord le jardin, où les graines boivent l'eau et le soleil, et deviennent peu à peu de grandes plantes vertes.",
      "Puis vint une énigme difficile : pourquoi un grand bateau flotte-t-il alors qu'un petit caillou coule ? « {idea} » fit des essais avec des feuilles, des cailloux et des jouets dans un bol d'eau.",
      "La maîtresse sourit et ouvrit un grand livre d'images. « Chaque réponse commence par une bonne question », dit-elle à « {idea} ».",
      "Et soudain, tout s'éclaira ! La lumière du soleil contient plein de couleurs, et le ciel disperse surtout le bleu. « {idea} » applaudit de joie : « J'ai compris ! »",
      "« {idea} » partagea chaque découverte avec ses amis, en dessinant des soleils, des gouttes de pluie et des arcs-en-ciel pour apprendre tous ensemble.",
      "Ce soir-là, « {idea} » regarda la première étoile et sourit. On n'a jamais fini d'apprendre : demain, de nouvelles questions nous attendent !",
    ],
  },
};
