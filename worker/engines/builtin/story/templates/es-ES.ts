// Story templates in Spanish (es-ES). The idea is framed in «…» like a name, so articles
// and contractions around it («de el») never clash; verbs in the preterite, which does not
// agree in gender, so any hero fits.
import { asName } from "../idea";
import type { StoryPack } from "./types";

export const esES: StoryPack = {
  defaultIdea: "un zorrito curioso",
  idea: {
    wants: [
      /^(?<hero>.+?),?\s+que\s+(?:quiere|quería|desea|deseaba|sueña\s+con|soñaba\s+con|espera|anhela|intenta)\s+(?<goal>.+)$/i,
      /^(?<hero>.+?)\s+(?:quiere|desea|sueña\s+con|anhela)\s+(?<goal>.+)$/i,
    ],
    hero: asName(/^(?:un|una|unos|unas|el|la|los|las)\s+/i),
  },
  goal: {
    title: "«{idea}» y el gran deseo",
    wish: "Más que nada en el mundo, «{idea}» deseaba una cosa: {goal}.",
    reached: "Y por fin, el gran deseo se hizo realidad: «{idea}» consiguió {goal}.",
  },
  titles: {
    fairy_tale: ["El cuento encantado de «{idea}»", "Érase una vez: «{idea}»", "«{idea}» y el reino dormido"],
    sci_fi: ["El viaje estelar de «{idea}»", "«{idea}» entre las estrellas", "Misión a las estrellas: «{idea}»"],
    adventure: ["La gran aventura de «{idea}»", "«{idea}» y el tesoro escondido", "El mapa, la montaña y «{idea}»"],
    educational: ["Aprendemos con «{idea}»", "«{idea}» descubre el mundo", "La gran pregunta de «{idea}»"],
  },
  beats: {
    fairy_tale: [
      "Érase una vez un reino, más allá de las colinas de niebla, donde vivía «{idea}». Cada mañana, las campanas del castillo tocaban una melodía alegre.",
      "Pero un día, un hechizo gris de sueño cayó sobre el reino. Las campanas callaron, las flores se cerraron, y solo quedaba «{idea}» para ayudar.",
      "Así empezó el viaje de «{idea}»: por el sendero del bosque, entre árboles que susurraban y setas que se reían, en busca de la magia perdida.",
      "En el viejo puente de piedra, un trol gruñón se cruzó de brazos. «¡Nadie cruza mi puente!», refunfuñó. Y «{idea}» tuvo que pensar mucho, muchísimo.",
      "Entonces, un hada diminuta de alas plateadas bajó volando junto a «{idea}» y le susurró: «La magia más poderosa es un corazón bondadoso y valiente».",
      "Y «{idea}» hizo lo más valiente de todo: en lugar de pelear, escuchó, compartió y sonrió. ¡Crac! El hechizo empezó a romperse como hielo fino.",
      "Las campanas repicaron, las flores se abrieron y todo el reino despertó aplaudiendo a «{idea}». ¡La bondad lo había salvado todo!",
      "Esa noche, bajo un cielo lleno de estrellas, «{idea}» se durmió con una sonrisa. Y todos vivieron felices para siempre. Fin.",
    ],
    sci_fi: [
      "En el año 3025, a bordo de la brillante nave Cometa, viajaba «{idea}». Cada día empezaba con un bip, un bup y una ventana llena de estrellas.",
      "De repente, ¡se encendieron luces rojas! El mapa estelar de la nave se había apagado, y «{idea}» tenía que encontrar el camino a casa a través de toda la galaxia.",
      "Con los motores zumbando, «{idea}» pasó volando junto a planetas con anillos, nebulosas de arcoíris y lunas que brillaban como lamparitas.",
      "Entonces, ¡una tormenta de asteroides se lanzó hacia la nave! Había rocas por todas partes, y «{idea}» se agarró fuerte y giró a la izquierda, a la derecha y otra vez a la izquierda.",
      "En una pequeña luna azul, «{idea}» conoció a un robot simpático de ojos parpadeantes. «Conozco las estrellas», pitó. «Deja que te ayude».",
      "Juntos reconstruyeron el mapa estelar, pieza a pieza. Con un último clic apareció un camino de luz, y «{idea}» gritó: «¡A toda velocidad!».",
      "La nave Cometa cruzó la oscuridad sin peligro, y todos los planetas saludaban al paso de «{idea}» por el sendero luminoso.",
      "Ya en casa, «{idea}» miró al cielo y sonrió: allá lejos, la próxima aventura ya estaba esperando.",
    ],
    adventure: [
      "En las afueras de un tranquilo pueblo junto al mar vivía «{idea}», que cada noche soñaba con montañas lejanas e islas secretas.",
      "Una mañana, el mar trajo una botella con un viejo mapa del tesoro. Pero el mapa estaba roto, y solo «{idea}» tuvo el valor de seguirlo.",
      "Así que «{idea}» preparó una mochila con un farol y un bocadillo, y partió por las colinas verdes hacia las altas montañas azules.",
      "Un río salvaje rugía en medio del camino, demasiado hondo para cruzarlo a pie. «{idea}» miró a un lado y a otro, y cruzó saltando de piedra en piedra.",
      "En la cima de la montaña, un águila vieja y sabia bajó en círculos. «¡El tesoro está cerca!», le gritó a «{idea}». «¡Sigue al sol poniente!».",
      "Al atardecer, el mapa roto cobró sentido: ¡la pieza que faltaba era la forma de la propia montaña! «{idea}» bajó corriendo por el último sendero, con el corazón a mil.",
      "En una cueva junto al mar, «{idea}» encontró el cofre del tesoro. Dentro no había monedas de oro, sino historias, mapas y conchas de todos los exploradores anteriores.",
      "De vuelta en casa, «{idea}» dibujó un camino nuevo en el viejo mapa para el próximo explorador. El mayor tesoro había sido la aventura misma.",
    ],
    educational: [
      "¡Te presentamos a «{idea}»! Hoy es un día especial, porque hay muchísimas cosas que aprender y descubrir.",
      "«¿Por qué el cielo es azul? ¿De dónde viene la lluvia?». La cabeza de «{idea}» estaba llena de preguntas, y no sabía por dónde empezar.",
      "Así que «{idea}» salió a explorar. Primero, el jardín: allí las semillas beben agua y sol, y poco a poco se convierten en plantas altas y verdes.",
      "Luego llegó un enigma difícil: ¿por qué flota un barco enorme y se hunde una piedrecita? «{idea}» lo probó con hojas, piedras y juguetes en un cuenco de agua.",
      "La maestra sonrió y abrió un gran libro ilustrado. «Cada respuesta empieza con una buena pregunta», le dijo a «{idea}».",
      "¡Y de pronto todo encajó! La luz del sol tiene muchos colores, y el cielo esparce sobre todo el azul. «{idea}» aplaudió de alegría: «¡Ya lo entiendo!».",
      "«{idea}» compartió cada descubrimiento con sus amigos, dibujando soles, gotas de lluvia y arcoíris para que todos aprendieran juntos.",
      "Esa tarde, «{idea}» miró la primera estrella y sonrió. Aprender nunca se acaba: ¡mañana habrá nuevas preguntas que explorar!",
    ],
  },
};
