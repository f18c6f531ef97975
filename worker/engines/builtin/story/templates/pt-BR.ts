// Story templates in Brazilian Portuguese (pt-BR). The idea is framed in “…” like a name,
// so articles and contractions around it never clash; verbs in the pretérito perfeito,
// which does not agree in gender, so any hero fits.
import { asName } from "../idea";
import type { StoryPack } from "./types";

export const ptBR: StoryPack = {
  defaultIdea: "uma raposinha curiosa",
  idea: {
    wants: [
      /^(?<hero>.+?),?\s+que\s+(?:quer|queria|sonha\s+em|sonhava\s+em|deseja|desejava|espera)\s+(?<goal>.+)$/i,
      /^(?<hero>.+?)\s+(?:quer|sonha\s+em|deseja)\s+(?<goal>.+)$/i,
    ],
    hero: asName(/^(?:um|uma|o|a|os|as)\s+/i),
  },
  goal: {
    title: "“{idea}” e o grande sonho",
    wish: "Mais do que tudo no mundo, “{idea}” tinha um sonho: {goal}.",
    reached: "E, num belo dia, o grande sonho se realizou: “{idea}” conseguiu {goal}!",
  },
  titles: {
    fairy_tale: ["O conto encantado de “{idea}”", "Era uma vez: “{idea}”", "“{idea}” e o reino adormecido"],
    sci_fi: ["A viagem estelar de “{idea}”", "“{idea}” entre as estrelas", "Missão às estrelas: “{idea}”"],
    adventure: ["A grande aventura de “{idea}”", "“{idea}” e o tesouro escondido", "O mapa, a montanha e “{idea}”"],
    educational: ["Aprendendo com “{idea}”", "“{idea}” descobre o mundo", "A grande pergunta de “{idea}”"],
  },
  beats: {
    fairy_tale: [
      "Era uma vez um reino além das colinas enevoadas, onde vivia “{idea}”. Toda manhã, os sinos do castelo cantavam uma música alegre.",
      "Mas um dia, um feitiço cinzento de sono caiu sobre o reino. Os sinos se calaram, as flores se fecharam, e só restava “{idea}” para ajudar.",
      "Assim começou a jornada de “{idea}”: pela trilha sinuosa da floresta, entre árvores que sussurravam e cogumelos que davam risadinhas, em busca da magia perdida.",
      "Na velha ponte de pedra, um troll rabugento cruzou os braços. “Ninguém passa pela minha ponte!”, resmungou. E “{idea}” teve que pensar muito, muito mesmo.",
      "Então, uma fadinha de asas prateadas desceu voando ao lado de “{idea}” e sussurrou: “A magia mais forte de todas é um coração gentil e corajoso.”",
      "E “{idea}” fez a coisa mais corajosa de todas: em vez de brigar, escutou, dividiu e sorriu. Crec! O feitiço começou a rachar como gelo fininho.",
      "Os sinos tocaram, as flores se abriram, e o reino inteiro acordou aplaudindo “{idea}”. A gentileza tinha salvado todo mundo!",
      "Naquela noite, sob um céu cheio de estrelas cintilantes, “{idea}” adormeceu sorrindo. E todos viveram felizes para sempre. Fim.",
    ],
    sci_fi: [
      "No ano 3025, a bordo da reluzente nave Cometa, viajava “{idea}”. Todo dia começava com um bipe, um bupe e uma janela cheia de estrelas.",
      "De repente, luzes vermelhas piscaram! O mapa estelar da nave tinha se apagado, e “{idea}” precisava encontrar o caminho de casa atravessando a galáxia inteira.",
      "Com os motores zumbindo, “{idea}” passou voando por planetas com anéis, nebulosas cor de arco-íris e luas que brilhavam como abajures.",
      "Então, uma tempestade de asteroides veio girando em direção à nave! Pedras voavam por todo lado, e “{idea}” segurou firme e virou para a esquerda, para a direita e de novo para a esquerda.",
      "Numa pequena lua azul, “{idea}” conheceu um robô simpático de olhos piscantes. “Eu conheço as estrelas”, apitou ele. “Deixa eu te ajudar.”",
      "Juntos, eles reconstruíram o mapa estelar, peça por peça. Com um último clique, surgiu um caminho de luz, e “{idea}” gritou: “Velocidade máxima!”",
      "A nave Cometa atravessou a escuridão em segurança, e todos os planetas acenavam enquanto “{idea}” passava pela trilha brilhante.",
      "De volta para casa, finalmente, “{idea}” olhou para o céu e sorriu: em algum lugar lá longe, a próxima aventura já estava esperando.",
    ],
    adventure: [
      "Nos arredores de uma cidadezinha tranquila à beira-mar vivia “{idea}”, que sonhava todas as noites com montanhas distantes e ilhas secretas.",
      "Certa manhã, o mar trouxe uma garrafa com um velho mapa do tesouro. Mas o mapa estava rasgado, e só “{idea}” teve coragem de segui-lo.",
      "Então “{idea}” arrumou a mochila com uma lanterna e um sanduíche e partiu pelas colinas verdes rumo às altas montanhas azuis.",
      "Um rio bravo rugia no meio do caminho, fundo demais para atravessar a pé. “{idea}” olhou para um lado, olhou para o outro e pulou de pedra em pedra até a outra margem.",
      "No alto da montanha, uma águia velha e sábia desceu em círculos e gritou para “{idea}”: “O tesouro está perto! Siga o sol poente!”",
      "No pôr do sol, o mapa rasgado de repente fez sentido: o pedaço que faltava era o formato da própria montanha! Com o coração disparado, “{idea}” desceu correndo a última trilha.",
      "Numa caverna à beira-mar, “{idea}” encontrou o baú do tesouro. Dentro não havia moedas de ouro, mas histórias, mapas e conchas de todos os exploradores que vieram antes.",
      "De volta para casa, “{idea}” desenhou um caminho novo no mapa antigo, para o próximo explorador. O maior tesouro era a própria aventura.",
    ],
    educational: [
      "Conheça “{idea}”! Hoje é um dia especial, porque há muitas coisas para aprender e descobrir.",
      "“Por que o céu é azul? De onde vem a chuva?” A cabeça de “{idea}” estava cheia de perguntas, e não dava para saber por onde começar.",
      "Então “{idea}” saiu para explorar. Primeiro, o jardim: lá as sementes bebem água e sol e, aos pouquinhos, viram plantas verdes e altas.",
      "Depois veio um enigma difícil: por que um navio enorme flutua e uma pedrinha afunda? “{idea}” testou folhas, pedras e brinquedos numa tigela de água.",
      "A professora sorriu e abriu um grande livro ilustrado. “Toda resposta começa com uma boa pergunta”, disse ela para “{idea}”.",
      "E de repente tudo fez sentido! A luz do sol tem muitas cores, e o céu espalha mais o azul. “{idea}” bateu palmas de alegria: “Agora eu entendi!”",
      "“{idea}” contou cada descoberta para os amigos e desenhou sóis, gotas de chuva e arco-íris para que todos aprendessem juntos.",
      "Naquela noite, “{idea}” olhou para a primeira estrela e sorriu. Aprender nunca acaba — amanhã haverá novas perguntas para explorar!",
    ],
  },
};
